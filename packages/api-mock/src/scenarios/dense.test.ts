import { haversineKm } from '@kurse/domain';
import { describe, expect, it } from 'vitest';
import { DENSE_LOCATIONS, denseLocations } from './dense';

describe('the dense area (map benchmark)', () => {
  const url = new URL(
    'http://kurse.test/api/search/locations/?lat=50.94&lng=6.96&radius=20&per_page=10000',
  );

  it('answers 10,000 locations inside the searched circle, nearest first', () => {
    const { locations, meta } = denseLocations(url);
    expect(locations).toHaveLength(DENSE_LOCATIONS);
    expect(meta.totalCount).toBe(10_000);
    for (const l of locations) {
      expect(haversineKm({ lat: 50.94, lng: 6.96 }, l)).toBeLessThanOrEqual(20.1);
    }
    const distances = locations.map((l) => l.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('pages like the seed: 50 by default, `per_page` and `page` pick a slice', () => {
    const all = denseLocations(url).locations;
    const paged = (query: string) =>
      denseLocations(
        new URL(`http://kurse.test/api/search/locations/?lat=50.94&lng=6.96&radius=20${query}`),
      );
    expect(paged('').locations).toEqual(all.slice(0, 50));
    expect(paged('&per_page=2&page=3').locations).toEqual(all.slice(4, 6));
    expect(paged('&per_page=2&page=3').meta).toMatchObject({ page: 3, totalCount: 10_000 });
  });

  it('is the same area for the same request', () => {
    expect(denseLocations(url).locations[123]).toEqual(denseLocations(url).locations[123]);
  });
});
