import { radiusForZoom, type LatLng } from '@kurse/domain';
import type { InferOutput } from 'valibot';
import { locationSearchShape, type Read } from '../../core';

/** The answer of a map search: the locations found and their count and box. */
export type LocationAnswer = InferOutput<typeof locationSearchShape>;

/** Locations asked for at once: every marker of the radius (the list shows them in pages). */
export const MAP_LOCATIONS_PER_REQUEST = 10_000;

/** What one map search asks for: the centre, the radius (from the zoom), the term, online offers. */
export interface LocationTarget {
  center: LatLng;
  radius: number;
  term: string | null;
  online: boolean;
}

/** The search a camera asks for (the radius from its zoom). */
export const locationTarget = (
  camera: { center: LatLng; zoom: number },
  query: { term: string | null; online: boolean },
): LocationTarget => ({
  center: camera.center,
  radius: radiusForZoom(camera.zoom),
  term: query.term,
  online: query.online,
});

/**
 * The read of the map search `GET /search/locations/` around a centre. Spec: discovery §2 Map
 * search, §4 Map search, §7 GET /search/locations/.
 */
export function locationsRead({
  center,
  radius,
  term,
  online,
}: LocationTarget): Read<LocationAnswer> {
  const query = {
    lat: center.lat,
    lng: center.lng,
    radius,
    term: term ?? undefined,
    online: online || undefined,
    per_page: MAP_LOCATIONS_PER_REQUEST,
  };
  const key = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) key.set(name, String(value));
  }
  return {
    key: `/search/locations/?${key.toString()}`,
    fetch: (api, signal) => api.GET('/search/locations/', { params: { query }, signal }),
    shape: locationSearchShape,
  };
}
