import type { LazyNamespace } from '@kurse/i18n';

export { CardPreviewPage } from './CardPreviewPage';
export type { CardPreviewPageProps } from './CardPreviewPage';

/** The catalogue namespaces the page reads beyond the core (the course card). */
export const namespaces = [
  'course',
  'states',
  'search',
] as const satisfies readonly LazyNamespace[];
