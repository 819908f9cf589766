import { describe, expect, it } from 'vitest';
import type { MapPoint } from './clusters';
import { markerLayers } from './marker-layers';

const points: MapPoint[] = [
  { kind: 'marker', lng: 6.96, lat: 50.94, marker: { id: 'a', lat: 50.94, lng: 6.96, name: 'A' } },
  { kind: 'cluster', lng: 7.1, lat: 50.74, id: 1, count: 4 },
];
const layersAt = (zoom: number, highlightedId: string | null = null) =>
  markerLayers({ points, zoom, highlightedId, onHover: () => {}, onClick: () => {} });
const radius = (zoom: number, highlightedId: string | null, point: MapPoint) => {
  const markers = layersAt(zoom, highlightedId).find((l) => l.id === 'markers');
  const props = markers?.props as unknown as { getRadius: (p: MapPoint) => number };
  const getRadius = props.getRadius;
  return getRadius(point);
};

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
    const [single] = points as [MapPoint];
    expect(radius(10, null, single) * 2).toBe(24);
    expect(radius(12, null, single) * 2).toBe(32);
    expect(radius(16.5, null, single) * 2).toBe(48);
    expect(radius(12, 'a', single) * 2).toBe(40);
  });
});
