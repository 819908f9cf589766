/** The map's heavy half (MapLibre, deck.gl), loaded on demand. */
export const loadCanvas = () => import('./MapCanvas');

/**
 * Starts loading MapLibre and deck.gl ahead of the first map, e.g. as soon as a page that shows
 * one is chosen, so they arrive together with the page's data.
 */
export function preloadMapView(): void {
  void loadCanvas();
}
