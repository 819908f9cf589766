import { describe, expect, it } from 'vitest';
import type { MapPoint } from './clusters';
import { MARKER_NAV_MAX, markerNavItems } from './marker-nav';

const single = (id: string, lat: number, lng: number): MapPoint => ({
  kind: 'marker',
  lat,
  lng,
  marker: { id, lat, lng, name: `Anbieter ${id}` },
});
const label = (p: MapPoint) => (p.kind === 'marker' ? p.marker.name : `${p.count} Anbieter`);
const CENTER = { lat: 50.9375, lng: 6.9603 };

describe('markerNavItems (discovery §9 keyboard-usable maps)', () => {
  it('lists the points nearest to the centre first, each with its key and label', () => {
    const points: MapPoint[] = [
      single('far', 51.2, 7.2),
      { kind: 'cluster', id: 7, count: 12, lat: 50.94, lng: 6.96 },
      single('near', 50.9376, 6.9604),
    ];
    expect(markerNavItems(points, CENTER, label).map((i) => [i.key, i.label])).toEqual([
      ['marker:near', 'Anbieter near'],
      ['cluster:7', '12 Anbieter'],
      ['marker:far', 'Anbieter far'],
    ]);
  });

  it(`offers at most ${MARKER_NAV_MAX}, the nearest`, () => {
    const points = Array.from({ length: 150 }, (_, i) =>
      single(String(i), CENTER.lat + (150 - i) * 0.001, CENTER.lng),
    );
    const items = markerNavItems(points, CENTER, label);
    expect(items).toHaveLength(100);
    expect(items[0]?.key).toBe('marker:149');
    expect(items.at(-1)?.key).toBe('marker:50');
  });
});
