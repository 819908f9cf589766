/** The map search's address: what its query holds, read and written. Spec: discovery §2 Map search. */
import {
  MAP_SEARCH_DEFAULT_ZOOM,
  MAP_SEARCH_ZOOM,
  SINGLE_PROVIDER_ZOOM,
  clampZoom,
  validLatLng,
  type LatLng,
} from '@kurse/domain';

/** What the map search keeps in its address. */
export interface MapQuery {
  term: string | null;
  address: string | null;
  /** The chosen centre; null until an address, a position or a map move chooses one. */
  at: LatLng | null;
  zoom: number;
}

/** Reads `term`, `address`, `lat`, `lng` and `zoom` (clamped to the map search limits, 8–16; default 13). */
export function readMapQuery(search: string): MapQuery {
  const q = new URLSearchParams(search);
  const text = (name: string) => q.get(name)?.trim() || null;
  const zoom = Number(q.get('zoom'));
  return {
    term: text('term'),
    address: text('address'),
    at: validLatLng(q.get('lat'), q.get('lng')),
    zoom:
      Number.isFinite(zoom) && zoom > 0
        ? clampZoom(zoom, MAP_SEARCH_ZOOM)
        : MAP_SEARCH_DEFAULT_ZOOM,
  };
}

/** The query string of a map search (coordinates to 6 decimals, zoom to 2). */
export function mapQueryString({ term, address, at, zoom }: MapQuery): string {
  const q = new URLSearchParams();
  if (term) q.set('term', term);
  if (address) q.set('address', address);
  if (at) {
    q.set('lat', String(Number(at.lat.toFixed(6))));
    q.set('lng', String(Number(at.lng.toFixed(6))));
    q.set('zoom', String(Number(zoom.toFixed(2))));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The map search around a place with a term, at the single-provider zoom (16). */
export function mapSearchHref(at: LatLng, term: string): string {
  return `/search-map${mapQueryString({ term, address: null, at, zoom: SINGLE_PROVIDER_ZOOM })}`;
}
