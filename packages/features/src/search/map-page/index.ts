import type { LazyNamespace } from '@kurse/i18n';
export { MapSearchPage } from './MapSearchPage';
export type { MapSearchPageProps } from './MapSearchPage';

/** The catalogue namespaces the page reads beyond the core. */
export const namespaces = ['search'] as const satisfies readonly LazyNamespace[];
