/**
 * The dense area of the map benchmark: 10,000 provider locations spread evenly over the searched
 * circle, the same ones for the same request (discovery §2 Map search; issue budget: clustering
 * stays fast with thousands of locations).
 */
import { DEFAULT_SEARCH_RADIUS_KM, MAP_DEFAULT_CENTER, validLatLng } from '@kurse/domain';
import type { Schemas } from '../db/types';
import { LOCATION_PAGE_SIZE, locationBounds } from '../search/locations';
import { mulberry32 } from '../seed/prng';

/** Locations of the dense area. */
export const DENSE_LOCATIONS = 10_000;

const KM_PER_DEGREE = 111.32;

/**
 * The answer of `GET /search/locations/` for the dense area around the request's centre, paged by
 * `page` and `per_page` like the seed's answer (the map asks for all 10,000 at once).
 */
export function denseLocations(url: URL): {
  locations: Schemas['SearchLocationResult'][];
  meta: Schemas['LocationSearchMeta'];
} {
  const q = url.searchParams;
  const centre = validLatLng(q.get('lat'), q.get('lng')) ?? MAP_DEFAULT_CENTER;
  const radius = Number(q.get('radius')) || DEFAULT_SEARCH_RADIUS_KM;
  // The same area for the same request.
  const next = mulberry32(10_000);
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
  const page = Math.max(1, Number(q.get('page')) || 1);
  const perPage = Number(q.get('per_page')) || LOCATION_PAGE_SIZE;
  return {
    locations: locations.slice((page - 1) * perPage, page * perPage),
    meta: {
      page,
      totalCount: locations.length,
      bounds: locationBounds(locations),
    },
  };
}
