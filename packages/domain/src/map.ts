/**
 * Map search rules and map constants. Spec: discovery §4 Map search, §2 Map search and
 * Franchise pages, §9 Map.
 */
import { haversineKm } from './geo';
import type { LatLng } from './geo';
import { km } from './units';
import type { Km, Millis } from './units';

/** Default map centre (centre of Germany). Spec: discovery §9 Map. */
export const MAP_DEFAULT_CENTER: LatLng = { lat: 51.165691, lng: 10.451526 };
/** Default zoom of the map search. Spec: discovery §9 Map. */
export const MAP_SEARCH_DEFAULT_ZOOM = 13;
/**
 * Zoom limits of the map search. Spec: discovery §9 Map says 9 to 16, but §4 gives the radius of
 * 250 km only at zoom 8 or less: the lower limit is 8, so the widest search can be reached.
 */
export const MAP_SEARCH_ZOOM = { min: 8, max: 16 } as const;
/** Zoom limits and default zoom of franchise maps. Spec: discovery §9 Map, §2 Franchise map. */
export const FRANCHISE_MAP_ZOOM = { min: 6, max: 16, default: 6 } as const;
/** Centre of the franchise provider map (near 51.17, 10.45). Spec: discovery §2 Franchise page. */
export const FRANCHISE_PROVIDER_MAP_CENTER: LatLng = { lat: 51.17, lng: 10.45 };
/** Zoom of a map showing a single provider or address. Spec: discovery §9 Map, §2. */
export const SINGLE_PROVIDER_ZOOM = 16;
/** Zoom of the maps link of franchise addresses. Spec: discovery §2 Franchise page. */
export const ADDRESS_MAP_LINK_ZOOM = 15;
/** Marker names expand from this zoom on. Spec: discovery §9 Map. */
export const NAMES_EXPAND_ZOOM = 14;
/** Marker cluster radius (px). Spec: discovery §9 Map. */
export const CLUSTER_RADIUS = 20;
/** Padding (px) when fitting the map to its markers. Spec: discovery §9 Map. */
export const FIT_PADDING = 24;
/** Address autocomplete bias: 600 km around the centre of Germany. Spec: discovery §9 Map. */
export const ADDRESS_SEARCH_BIAS: { center: LatLng; radius: Km } = {
  center: MAP_DEFAULT_CENTER,
  radius: km(600),
};
/** Geolocation timeouts: 5 s, 10 s when the user pressed the button. Spec: discovery §9 Map. */
export const GEOLOCATION_TIMEOUT_MS = { automatic: 5000, userTriggered: 10000 } as const;
/** Debounce of map clicks. Spec: discovery §2 Map search. */
export const MAP_CLICK_DEBOUNCE_MS = 200;
/** Provider names listed when hovering a cluster. Spec: discovery §2 Map search. */
export const CLUSTER_HOVER_MAX_NAMES = 3;
/** Categories listed on a map location card. Spec: discovery §2 Map search. */
export const LOCATION_CARD_MAX_CATEGORIES = 5;
/** Minimum time between two map searches. Spec: discovery §4 Map search. */
export const SEARCH_AGAIN_MIN_INTERVAL_MS = 2000;
/** A new search needs the centre to move more than this many radii. Spec: discovery §4. */
export const SEARCH_AGAIN_RADIUS_FACTOR = 1.25;
/** ... or the zoom to change by at least this much. Spec: discovery §4 Map search. */
export const SEARCH_AGAIN_ZOOM_DELTA = 1.25;

/** Geolocation timeout in ms. Spec: discovery §9 Map (5 s, 10 s when triggered by the user). */
export function geolocationTimeout(userTriggered: boolean): Millis {
  return (
    userTriggered ? GEOLOCATION_TIMEOUT_MS.userTriggered : GEOLOCATION_TIMEOUT_MS.automatic
  ) as Millis;
}

const RADIUS_STEPS: readonly (readonly [aboveZoom: number, radius: number])[] = [
  [15, 1],
  [14, 2],
  [13, 3],
  [12, 5],
  [11, 10],
  [10, 20],
  [8, 100],
];

/**
 * Search radius in km for a map zoom. Spec: discovery §4 Map search.
 * Above 15 → 1, above 14 → 2, above 13 → 3, above 12 → 5, above 11 → 10, above 10 → 20,
 * above 8 → 100, otherwise 250.
 */
export function radiusForZoom(zoom: number): Km {
  const step = RADIUS_STEPS.find(([above]) => zoom > above);
  return km(step ? step[1] : 250);
}

/** The last map search that ran. Spec: discovery §4 Map search. `at` is epoch ms. */
export interface LastMapSearch {
  center: LatLng;
  zoom: number;
  radius: number;
  at: number;
}

/**
 * Whether the map should search again. Spec: discovery §4 Map search. True when no search ran
 * yet, or when the centre moved more than 1.25 × the last radius (great-circle km) or the zoom
 * changed by at least 1.25 — and in both cases at least 2000 ms passed since the last search.
 */
export function shouldSearchAgain(
  last: LastMapSearch | null,
  next: { center: LatLng; zoom: number },
  now: number,
): boolean {
  if (!last) return true;
  if (now - last.at < SEARCH_AGAIN_MIN_INTERVAL_MS) return false;
  const moved = haversineKm(last.center, next.center) > SEARCH_AGAIN_RADIUS_FACTOR * last.radius;
  const zoomed = Math.abs(next.zoom - last.zoom) >= SEARCH_AGAIN_ZOOM_DELTA;
  return moved || zoomed;
}

/** Factor for a highlighted marker. Spec: discovery §9 Map. */
export const HIGHLIGHTED_MARKER_FACTOR = 1.25;

/**
 * Marker size in px. Spec: discovery §9 Map: 48 above zoom 16, 32 above 10, else 24;
 * × 1.25 when highlighted.
 */
export function markerSize(zoom: number, highlighted: boolean): number {
  const base = zoom > 16 ? 48 : zoom > 10 ? 32 : 24;
  return highlighted ? base * HIGHLIGHTED_MARKER_FACTOR : base;
}

/** Whether marker names are expanded at this zoom (14 or more). Spec: discovery §9 Map. */
export function namesExpanded(zoom: number): boolean {
  return zoom >= NAMES_EXPAND_ZOOM;
}

/**
 * The lower zoom limit of a map that must show all its locations at once: the spec's limit, or
 * the whole zoom below the fitted one when the locations need more room (a franchise spread from
 * Hamburg to Vienna in a 384 px box). Spec: discovery §2 Franchise page (providers map), §9 Map.
 */
export function fitMinZoom(limit: number, fittedZoom: number): number {
  if (!Number.isFinite(fittedZoom)) return limit;
  return Math.max(0, Math.min(limit, Math.floor(fittedZoom)));
}

/** Clamps a zoom into limits such as {@link MAP_SEARCH_ZOOM}. Spec: discovery §9 Map. */
export function clampZoom(zoom: number, limits: { min: number; max: number }): number {
  return Math.min(limits.max, Math.max(limits.min, zoom));
}

/**
 * Cluster hover content. Spec: discovery §2 Map search.
 * Up to 3 provider names, then the count of further providers for the "more providers" line
 * (0 when none). `total` is the cluster's size when only its first names were read (a large
 * cluster need not list every name); it defaults to the names given.
 */
export function clusterHoverNames(
  names: readonly string[],
  total: number = names.length,
): { shown: string[]; more: number } {
  const shown = names.slice(0, CLUSTER_HOVER_MAX_NAMES);
  return { shown, more: Math.max(0, total - shown.length) };
}

/** The categories a map location card lists (at most 5). Spec: discovery §2 Map search. */
export function locationCardCategories<T>(categories: readonly T[]): T[] {
  return categories.slice(0, LOCATION_CARD_MAX_CATEGORIES);
}
