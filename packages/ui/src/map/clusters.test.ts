import { describe, expect, it } from 'vitest';
import { clusterIndex } from './clusters';
import type { MapMarker } from './types';

const marker = (id: string, lat: number, lng: number): MapMarker => ({
  id,
  lat,
  lng,
  name: `Anbieter ${id}`,
});
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('clusterIndex (discovery §2 Map search, §9 cluster radius 20)', () => {
  // Two providers 100 m apart in Cologne and one in Bonn, 25 km away.
  const markers = [
    marker('a', 50.9375, 6.9603),
    marker('b', 50.9384, 6.9603),
    marker('c', 50.7374, 7.0982),
  ];

  it('clusters providers closer than 20 px and keeps far ones apart', () => {
    const points = clusterIndex(markers, 16).pointsIn(WORLD, 9);
    expect(points).toHaveLength(2);
    const cluster = points.find((p) => p.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    expect(points.find((p) => p.kind === 'marker')).toMatchObject({ marker: { id: 'c' } });
  });

  it('shows every provider on its own once zoomed in far enough', () => {
    const index = clusterIndex(markers, 16);
    const cluster = index.pointsIn(WORLD, 9).find((p) => p.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = index.expansionZoom(cluster.id);
    expect(zoom).toBeGreaterThan(9);
    expect(index.pointsIn(WORLD, zoom).every((p) => p.kind === 'marker')).toBe(true);
    expect(
      index
        .leaves(cluster.id, 3)
        .map((m) => m.id)
        .sort(),
    ).toEqual(['a', 'b']);
  });

  it('reads only the points in view', () => {
    const index = clusterIndex(markers, 16);
    const aroundBonn: [number, number, number, number] = [7.0, 50.7, 7.2, 50.8];
    expect(index.pointsIn(aroundBonn, 12)).toEqual([
      expect.objectContaining({ kind: 'marker', marker: expect.objectContaining({ id: 'c' }) }),
    ]);
  });
});
