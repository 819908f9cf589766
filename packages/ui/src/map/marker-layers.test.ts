import { describe, expect, it } from 'vitest';
import type { MapPoint } from './clusters';
import { markerIconKey } from './marker-atlas';
import { markerLayers, placeLayer } from './marker-layers';

const points: MapPoint[] = [
  { kind: 'marker', lng: 6.96, lat: 50.94, marker: { id: 'a', lat: 50.94, lng: 6.96, name: 'A' } },
  { kind: 'cluster', lng: 7.1, lat: 50.74, id: 1, count: 4 },
];
const layersAt = (zoom: number, highlightedId: string | null = null) =>
  markerLayers({ points, zoom, highlightedId, onHover: () => {}, onClick: () => {} });
/** An accessor of the markers' layer, called for one point. */
const markerProp = (name: 'getSize' | 'getIcon', zoom: number, id: string | null, p: MapPoint) => {
  const markers = layersAt(zoom, id).find((l) => l.id === 'markers');
  const props = markers?.props as unknown as Record<typeof name, (p: MapPoint) => unknown>;
  return props[name](p);
};
/** The disc's diameter: the icon less its ring and spare pixel. */
const diameter = (zoom: number, id: string | null, p: MapPoint) =>
  (markerProp('getSize', zoom, id, p) as number) - 4;

describe('markerLayers (discovery §2 Map search, §9 Map)', () => {
  it('names single markers from zoom 14 on', () => {
    expect(layersAt(13.9).map((l) => l.id)).not.toContain('names');
    expect(layersAt(14).map((l) => l.id)).toContain('names');
  });

  it('draws logos only for single providers that have one', () => {
    expect(layersAt(12).map((l) => l.id)).not.toContain('logos');
    const withLogo: MapPoint[] = [
      { ...points[0], marker: { id: 'b', lat: 50.9, lng: 6.9, name: 'B', logo: '/b.png' } },
    ] as MapPoint[];
    const layers = markerLayers({
      points: withLogo,
      zoom: 12,
      highlightedId: null,
      onHover: () => {},
      onClick: () => {},
    });
    expect(layers.find((l) => l.id === 'logos')?.props.data).toEqual(withLogo);
  });

  it('sizes markers 24, 32 or 48 px by zoom, 1.25 times when highlighted', () => {
    const [single, cluster] = points as [MapPoint, MapPoint];
    expect(diameter(10, null, single)).toBe(24);
    expect(diameter(12, null, single)).toBe(32);
    expect(diameter(16.5, null, single)).toBe(48);
    expect(diameter(12, 'a', single)).toBe(40);
    expect(diameter(12, 'a', cluster)).toBe(32);
  });

  it('draws clusters with their count and the highlighted marker in its own colour', () => {
    const [single, cluster] = points as [MapPoint, MapPoint];
    expect(markerProp('getIcon', 12, null, cluster)).toBe(
      markerIconKey({ size: 32, fill: 'rgb(91, 33, 182)', label: '4' }),
    );
    expect(markerProp('getIcon', 12, null, single)).toBe(
      markerIconKey({ size: 32, fill: 'rgb(91, 33, 182)' }),
    );
    expect(markerProp('getIcon', 12, 'a', single)).toBe(
      markerIconKey({ size: 40, fill: 'rgb(190, 24, 93)' }),
    );
  });

  it('draws every point, clusters and single markers, in one pickable layer', () => {
    const markers = layersAt(12).find((l) => l.id === 'markers');
    expect(markers?.props.data).toEqual(points);
    expect(markers?.props.pickable).toBe(true);
  });
});

describe('placeLayer', () => {
  it('names capitals from the start and smaller places from zoom 6.5 and 8', () => {
    const shown = (zoom: number) => (placeLayer(zoom, 'de').props.data as unknown[]).length;
    expect(shown(5)).toBeGreaterThan(0);
    expect(shown(7)).toBeGreaterThan(shown(5));
    expect(shown(8)).toBeGreaterThan(shown(7));
  });

  it('names places in English where the name differs', () => {
    const names = (locale: string) => {
      const layer = placeLayer(9, locale);
      const getIcon = (layer.props as unknown as { getIcon: (p: unknown) => string }).getIcon;
      return (layer.props.data as unknown[]).map(getIcon);
    };
    expect(names('de')).toContain('München');
    expect(names('en')).toContain('Munich');
    expect(names('en')).toContain('Berlin');
  });
});
