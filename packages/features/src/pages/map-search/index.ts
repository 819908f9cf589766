import type { LazyNamespace } from '@kurse/i18n';
import { preloadMapView } from '@kurse/ui';

// The page is all about its map: fetch MapLibre and deck.gl while the page's texts load.
preloadMapView();

export { MapSearchPage } from './MapSearchPage';
export type { MapSearchPageProps } from './MapSearchPage';

/** The catalogue namespaces the page reads beyond the core. */
export const namespaces = ['search'] as const satisfies readonly LazyNamespace[];
