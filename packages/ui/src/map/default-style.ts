import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
import borders from './default-style/borders.json';
import land from './default-style/land.json';

/** Colours of the bundled style, close to the theme's surfaces. */
export const MAP_COLORS = {
  water: '#cfe0ee',
  land: '#f6f3ee',
  border: '#8d82a8',
  place: [68, 64, 80] as [number, number, number],
};

/**
 * The style bundled with the app: land and country borders around DE, AT, CH, LU and their
 * neighbours from Natural Earth (public domain), drawn without any tile server. Place names are
 * drawn by the map's own text layer (no glyph server either). Regenerate the data with
 * `node scripts/build-map-style.mjs`. The data travels inside the map's chunk (no file of its own,
 * so the package needs no bundler that serves files). Spec: discovery §7 (map tile style service, offline default).
 */
export function defaultMapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: {
        type: 'geojson',
        data: land as GeoJSONSourceSpecification['data'],
        attribution: 'Natural Earth',
      },
      borders: { type: 'geojson', data: borders as GeoJSONSourceSpecification['data'] },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': MAP_COLORS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': MAP_COLORS.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': MAP_COLORS.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.8, 12, 2],
          'line-dasharray': [4, 2],
        },
      },
    ],
  };
}
