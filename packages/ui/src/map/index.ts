/**
 * `@kurse/ui/map`: the map (MapLibre with deck.gl markers), its own entry so that the main entry
 * never asks for the map's libraries (optional peers of the package). The canvas loads on demand.
 */
export { MapView } from './MapView';
export type { MapViewProps } from './MapView';
export { preloadMapView } from './load-canvas';
export { setMapWorkerUrl } from './worker-url';
export type { MapCamera, MapMarker } from './types';
