import type { LazyNamespace } from '@kurse/i18n';
import { preloadMapView } from '@kurse/ui/map';

export { FranchiseMapPage } from './FranchiseMapPage';
export type { FranchiseMapPageProps } from './FranchiseMapPage';

// The page is its map: fetch MapLibre and deck.gl while the franchise loads.
preloadMapView();

/** The catalogue namespaces the page reads beyond the core. */
export const namespaces = ['franchise', 'provider'] as const satisfies readonly LazyNamespace[];
