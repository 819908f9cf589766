import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_KM,
  boundsAround,
  boundsOf,
  distanceBadge,
  formatDistanceKm,
  haversineKm,
} from './geo';

const oneDegreeKm = (EARTH_RADIUS_KM * Math.PI) / 180;

describe('haversineKm', () => {
  it('is 0 for the same point', () => {
    expect(haversineKm({ lat: 51, lng: 10 }, { lat: 51, lng: 10 })).toBe(0);
  });

  it('gives one degree of latitude as 2πR/360 with R = 6371 km', () => {
    expect(haversineKm({ lat: 50, lng: 10 }, { lat: 51, lng: 10 })).toBeCloseTo(oneDegreeKm, 6);
  });

  it('shrinks a degree of longitude with the cosine of the latitude', () => {
    const d = haversineKm({ lat: 60, lng: 0 }, { lat: 60, lng: 1 });
    expect(d).toBeCloseTo(oneDegreeKm * 0.5, 1);
  });

  it('measures Berlin to Munich at about 504 km', () => {
    const d = haversineKm({ lat: 52.52, lng: 13.405 }, { lat: 48.1351, lng: 11.582 });
    expect(d).toBeGreaterThan(500);
    expect(d).toBeLessThan(508);
  });

  it('gives half the circumference for antipodal points', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      6,
    );
  });

  it('is symmetric and never negative (property)', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const ab = haversineKm(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
        expect(ab).toBeCloseTo(haversineKm(b, a), 6);
      }),
    );
  });
});

describe('formatDistanceKm', () => {
  it('rounds to 2 decimals', () => {
    expect(formatDistanceKm(3.14159)).toBe(3.14);
    expect(formatDistanceKm(2.675)).toBe(2.68);
    expect(formatDistanceKm(1.005)).toBe(1.01);
    expect(formatDistanceKm(12)).toBe(12);
  });
});

describe('distanceBadge', () => {
  it('rounds to whole km', () => {
    expect(distanceBadge(4.4)).toBe(4);
    expect(distanceBadge(4.5)).toBe(5);
  });

  it('shows nothing at 0 and below, something just above 0', () => {
    expect(distanceBadge(0)).toBeNull();
    expect(distanceBadge(-1)).toBeNull();
    expect(distanceBadge(0.3)).toBe(0);
    expect(distanceBadge(1)).toBe(1);
  });

  it('shows 100 km but not above', () => {
    expect(distanceBadge(100)).toBe(100);
    expect(distanceBadge(100.2)).toBeNull();
    expect(distanceBadge(101)).toBeNull();
  });

  it('shows nothing for a missing or invalid distance', () => {
    expect(distanceBadge(null)).toBeNull();
    expect(distanceBadge(undefined)).toBeNull();
    expect(distanceBadge(Number.NaN)).toBeNull();
    expect(distanceBadge(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('boundsAround', () => {
  it('encloses the 600 km circle around the centre of Germany', () => {
    const center = { lat: 51.165691, lng: 10.451526 };
    const box = boundsAround(center, 600);
    // Every edge midpoint lies 600 km (±1 km) from the centre.
    expect(haversineKm(center, { lat: box.north, lng: center.lng })).toBeCloseTo(600, 0);
    expect(haversineKm(center, { lat: box.south, lng: center.lng })).toBeCloseTo(600, 0);
    expect(box.west).toBeLessThan(center.lng - 8);
    expect(box.east).toBeGreaterThan(center.lng + 8);
    expect(box.east - center.lng).toBeCloseTo(center.lng - box.west, 9);
  });

  it('stays within valid degrees near the poles', () => {
    const box = boundsAround({ lat: 89, lng: 170 }, 600);
    expect(box.north).toBe(90);
    expect(box.east).toBe(180);
    expect(box.west).toBe(-180);
  });
});

describe('boundsOf', () => {
  it('is null without points', () => {
    expect(boundsOf([])).toBeNull();
  });

  it('is the point itself for one point', () => {
    expect(boundsOf([{ lat: 52.52, lng: 13.405 }])).toEqual({
      west: 13.405,
      south: 52.52,
      east: 13.405,
      north: 52.52,
    });
  });

  it('spans Hamburg in the north, Munich in the south, Cologne in the west and Vienna in the east', () => {
    const box = boundsOf([
      { lat: 53.5511, lng: 9.9937 },
      { lat: 48.1374, lng: 11.5755 },
      { lat: 50.9375, lng: 6.9603 },
      { lat: 48.2082, lng: 16.3738 },
    ]);
    expect(box).toEqual({ west: 6.9603, south: 48.1374, east: 16.3738, north: 53.5511 });
  });

  it('holds every point (property)', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1 }), (points) => {
        const box = boundsOf(points);
        for (const p of points) {
          expect(p.lat).toBeGreaterThanOrEqual(box?.south ?? Infinity);
          expect(p.lat).toBeLessThanOrEqual(box?.north ?? -Infinity);
          expect(p.lng).toBeGreaterThanOrEqual(box?.west ?? Infinity);
          expect(p.lng).toBeLessThanOrEqual(box?.east ?? -Infinity);
        }
      }),
    );
  });
});
