/**
 * The dense area of the map benchmark: 10,000 provider locations spread evenly over the searched
 * circle, the same ones for the same request (discovery §2 Map search; issue budget: clustering
 * stays fast with thousands of locations).
 */
import { DEFAULT_SEARCH_RADIUS_KM, MAP_DEFAULT_CENTER, validLatLng } from '@kurse/domain';
import type { Schemas } from '../db/types';

/** Locations of the dense area. */
export const DENSE_LOCATIONS = 10_000;

const KM_PER_DEGREE = 111.32;

/** A small seeded generator (mulberry32), so the area is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The answer of `GET /search/locations/` for the dense area around the request's centre. */
export function denseLocations(url: URL): {
  locations: Schemas['SearchLocationResult'][];
  meta: Schemas['LocationSearchMeta'];
} {
  const q = url.searchParams;
  const centre = validLatLng(q.get('lat'), q.get('lng')) ?? MAP_DEFAULT_CENTER;
  const radius = Number(q.get('radius')) || DEFAULT_SEARCH_RADIUS_KM;
  const next = random(10_000);
  const locations = Array.from({ length: DENSE_LOCATIONS }, (_, i) => {
    const distance = radius * Math.sqrt(next());
    const angle = 2 * Math.PI * next();
    const lat = centre.lat + (distance * Math.sin(angle)) / KM_PER_DEGREE;
    const lng =
      centre.lng +
      (distance * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
    const id = 900_000 + i;
    return {
      lat,
      lng,
      street: null,
      postalCode: null,
      city: null,
      distance,
      providers: [{ id, name: `Anbieter ${i + 1}`, slug: `anbieter-${id}`, categories: [] }],
    };
  }).sort((a, b) => a.distance - b.distance);
  const lats = locations.map((l) => l.lat);
  const lngs = locations.map((l) => l.lng);
  return {
    locations,
    meta: {
      page: 1,
      totalCount: locations.length,
      bounds: {
        north: Math.max(...lats),
        south: Math.min(...lats),
        east: Math.max(...lngs),
        west: Math.min(...lngs),
      },
    },
  };
}
