/**
 * The geocoder port: the address service behind the search bar, the schedule's location filter
 * and the map search: suggestions while typing and the position of a typed address. The demo
 * backend's gazetteer answers by default (`./api`, {@link apiGeocoder}); `./photon` calls a real
 * OSM geocoder. This entry holds the port and the lazy wrapper only: the composition root imports
 * it in the first load, the implementations load on the first lookup.
 * Spec: discovery §1 (DE, AT, LU, CH only), §7 third-party maps service, §9 Map (600 km bias).
 */
import type { GeoPlace } from '@kurse/api-client';
import type { LatLng } from '@kurse/domain';

/** Options of one lookup. */
export interface GeoLookupOptions {
  /** Cancels the lookup; a cancelled lookup's answer is ignored by the caller. */
  signal?: AbortSignal;
  /** Rank places near this point first (the map's centre); the 600 km bias otherwise. */
  near?: LatLng;
}

/** Suggestions and geocoding; both resolve to nothing rather than failing. */
export interface Geocoder {
  /** Up to 5 places for the typed text, best first; [] when nothing matched or the lookup failed. */
  suggest(text: string, options?: GeoLookupOptions): Promise<GeoPlace[]>;
  /** The best place for a typed address, or null when nothing matched or the lookup failed. */
  geocode(text: string, options?: GeoLookupOptions): Promise<GeoPlace | null>;
}

/** The number of suggestions shown while typing. */
export const ADDRESS_SUGGESTION_LIMIT = 5;

/**
 * A {@link Geocoder} that loads the real one once, on the first suggestion or geocoding, so the
 * address code and its domain rules stay out of the first load of pages without an address box.
 */
export function lazyGeocoder(load: () => Promise<Geocoder>): Geocoder {
  let loading: Promise<Geocoder> | undefined;
  const geocoder = () => (loading ??= load());
  return {
    suggest: async (text, options) => (await geocoder()).suggest(text, options),
    geocode: async (text, options) => (await geocoder()).geocode(text, options),
  };
}
