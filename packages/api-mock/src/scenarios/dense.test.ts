import { haversineKm } from '@kurse/domain';
import { describe, expect, it } from 'vitest';
import { DENSE_LOCATIONS, denseLocations } from './dense';

describe('the dense area (map benchmark)', () => {
  const url = new URL('http://kurse.test/api/search/locations/?lat=50.94&lng=6.96&radius=20');

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

  it('is the same area for the same request', () => {
    expect(denseLocations(url).locations[123]).toEqual(denseLocations(url).locations[123]);
  });
});
