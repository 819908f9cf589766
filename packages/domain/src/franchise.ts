/**
 * Franchise pages: provider map locations, when the map shows, the brand colour and the franchise
 * map view. Spec: discovery §2 Franchise pages, §3 Franchise, §9 Map.
 */
import { FRANCHISE_MAP_ZOOM, MAP_DEFAULT_CENTER, clampZoom } from './map';
import type { LatLng } from './geo';
import { validLatLng } from './geo';

/** The map shows only above this many distinct provider latitudes. Spec: discovery §2. */
export const FRANCHISE_MAP_MIN_LATITUDES = 10;

/** Coordinates as they come from the API (either may be missing). Spec: discovery §3 Address. */
export interface MaybeCoordinates {
  lat?: number | null;
  lng?: number | null;
}

/** A franchise provider with its main address and extra addresses. Spec: discovery §3 Provider. */
export interface FranchiseProvider {
  address?: MaybeCoordinates | null;
  addresses?: readonly MaybeCoordinates[] | null;
}

/** A map location and the providers found there. Spec: discovery §2 Franchise page. */
export interface FranchiseMapLocation<P> extends LatLng {
  providers: P[];
}

const coordinates = (a: MaybeCoordinates | null | undefined): LatLng | null =>
  a && typeof a.lat === 'number' && typeof a.lng === 'number' ? validLatLng(a.lat, a.lng) : null;

/**
 * Map locations of the franchise providers. Spec: discovery §2 Franchise page ("Providers without
 * lat and lng are left off the map; locations are deduplicated by lat and lng and include extra
 * addresses"). A provider whose main address lacks coordinates is left off entirely; extra
 * addresses without coordinates are skipped. Each location lists its providers once, in input
 * order; locations keep the order of first appearance.
 */
export function franchiseMapLocations<P extends FranchiseProvider>(
  providers: readonly P[],
): FranchiseMapLocation<P>[] {
  const byKey = new Map<string, FranchiseMapLocation<P>>();
  for (const provider of providers) {
    const main = coordinates(provider.address);
    if (!main) continue;
    const extra = (provider.addresses ?? []).map(coordinates);
    for (const point of [main, ...extra]) {
      if (!point) continue;
      const key = `${point.lat},${point.lng}`;
      const location = byKey.get(key) ?? { ...point, providers: [] };
      if (!location.providers.includes(provider)) location.providers.push(provider);
      byKey.set(key, location);
    }
  }
  return [...byKey.values()];
}

/**
 * Whether the franchise provider map shows. Spec: discovery §2 Franchise page.
 * More than 10 distinct provider latitudes (main addresses): 10 → no map, 11 → map.
 */
export function showsFranchiseProviderMap(providers: readonly FranchiseProvider[]): boolean {
  const latitudes = new Set(
    providers.map((p) => coordinates(p.address)?.lat).filter((l) => l !== undefined),
  );
  return latitudes.size > FRANCHISE_MAP_MIN_LATITUDES;
}

const BLACK = new Set(['#000', '#000000', 'black']);

/**
 * The franchise background colour, or null for the default. Spec: discovery §2 Franchise page.
 * `primaryColor` trimmed; null (purple-to-red gradient) when missing, blank or black (#000,
 * #000000, black; any case).
 */
export function franchiseColor(primaryColor: string | null | undefined): string | null {
  const colour = primaryColor?.trim() ?? '';
  return colour === '' || BLACK.has(colour.toLowerCase()) ? null : colour;
}

/**
 * Centre and zoom of the franchise map. Spec: discovery §2 Franchise map.
 * From the query lat, lng, zoom; defaults 51.165691, 10.451526 and zoom 6; zoom kept within 6–16.
 */
export function franchiseMapView(query: {
  lat?: string | null;
  lng?: string | null;
  zoom?: string | null;
}): { center: LatLng; zoom: number } {
  const zoom = query.zoom != null && query.zoom.trim() !== '' ? Number(query.zoom) : Number.NaN;
  return {
    center: validLatLng(query.lat, query.lng) ?? { ...MAP_DEFAULT_CENTER },
    zoom: Number.isFinite(zoom) ? clampZoom(zoom, FRANCHISE_MAP_ZOOM) : FRANCHISE_MAP_ZOOM.default,
  };
}

/**
 * Logo in the franchise provider list. Spec: discovery §2 Franchise page.
 * The provider's logo, else the franchise logo.
 */
export function franchiseProviderLogo(
  provider: { logo?: string | null },
  franchise: { logo?: string | null },
): string | null {
  return provider.logo || franchise.logo || null;
}
