/**
 * Distances for search and map: great-circle distance and the two distance displays of
 * discovery §2 Map search and §9.
 */
import { km } from './units';
import type { Km } from './units';

/** A point on the map in degrees. Spec: discovery §3 (lat, lng of addresses and locations). */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * A valid position from loose input, or null. Spec: discovery §2 Search (query lat, lng), §7.
 * Accepts numbers or numeric strings (query parameters); null when either part is missing, not a
 * number or out of range.
 */
export function validLatLng(lat: unknown, lng: unknown): LatLng | null {
  const num = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  const a = num(lat);
  const b = num(lng);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  if (Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}

/** Mean Earth radius in km used for great-circle distances. Spec: discovery §4 Map search. */
export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two points in km (haversine). Spec: discovery §4 Map search
 * ("the centre moved more than 1.25 times the radius").
 */
export function haversineKm(a: LatLng, b: LatLng): Km {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against h creeping above 1 through rounding for antipodal points.
  return km(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))));
}

/**
 * Distance on a map location card: km rounded to 2 decimals. Spec: discovery §2 Map search
 * ("distance is shown in km with 2 decimals"). Returns the rounded number; locale formatting is
 * the i18n package's job.
 */
export function formatDistanceKm(distance: number): Km {
  // EPSILON keeps values like 1.005 (stored as 1.00499…) rounding up as written.
  return km(Math.round((distance + Number.EPSILON) * 100) / 100);
}

/** Largest distance in km that still gets a badge on provider cards. Spec: discovery §9. */
export const DISTANCE_BADGE_MAX_KM = 100;

/**
 * Distance badge on provider cards in whole km, or null. Spec: discovery §9 Distance badge.
 * Shown only when above 0 and at most 100. The bounds are checked on the unrounded distance, so
 * 0.3 km shows as 0 and 100.2 km shows nothing.
 */
export function distanceBadge(distance: number | null | undefined): Km | null {
  if (distance == null || !Number.isFinite(distance)) return null;
  if (distance <= 0 || distance > DISTANCE_BADGE_MAX_KM) return null;
  return km(Math.round(distance));
}

/**
 * A box on the map in degrees: west and east longitudes, south and north latitudes.
 * Spec: discovery §9 Map.
 */
export interface LngLatBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The box enclosing the circle of `radius` km around `center`, clamped to valid degrees; the
 * shape of a bias area for services that take a box rather than a circle. Spec: discovery §9 Map
 * (address autocomplete biased within 600 km around the centre of Germany).
 */
export function boundsAround(center: LatLng, radius: number): LngLatBounds {
  const dLat = (radius / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos(toRadians(center.lat));
  const dLng = cos > 1e-9 ? dLat / cos : 180;
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  // Near the poles the circle spans every longitude.
  const allAround = dLng >= 180;
  return {
    west: allAround ? -180 : clamp(center.lng - dLng, 180),
    south: clamp(center.lat - dLat, 90),
    east: allAround ? 180 : clamp(center.lng + dLng, 180),
    north: clamp(center.lat + dLat, 90),
  };
}

/**
 * The smallest box holding every point, or null for none: what a map fits to show them all.
 * Spec: discovery §2 Franchise page (providers map), §2 Map search (results), §9 Map (fit).
 */
export function boundsOf(points: readonly LatLng[]): LngLatBounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}
