import type { LazyNamespace } from '@kurse/i18n';

export { SearchPage } from './SearchPage';
export type { SearchPageProps } from './SearchPage';

/** The catalogue namespaces the page reads beyond the core (search, course cards, states). */
export const namespaces = [
  'search',
  'course',
  'states',
] as const satisfies readonly LazyNamespace[];
