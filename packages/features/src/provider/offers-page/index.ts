import type { LazyNamespace } from '@kurse/i18n';

export { CoursesPage } from './CoursesPage';
export type { CoursesPageProps } from './CoursesPage';

/** The catalogue namespaces the page reads beyond the core (course cards, groups, view toggle). */
export const namespaces = [
  'provider',
  'course',
  'states',
  'search',
] as const satisfies readonly LazyNamespace[];
