/**
 * The address service behind the search bar, the schedule's location filter and the map search:
 * suggestions while typing and the position of a typed address. The demo backend's gazetteer
 * answers by default ({@link apiGeocoder}); {@link photonGeocoder} calls a real OSM geocoder.
 * Spec: discovery §1 (DE, AT, LU, CH only), §7 third-party maps service, §9 Map (600 km bias).
 */
import type { ApiClient, GeoPlace } from '@kurse/api-client';
import { ADDRESS_SEARCH_BIAS, ADDRESS_SEARCH_COUNTRIES, type LatLng } from '@kurse/domain';

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

/** The default: `GET /geo/autocomplete` and `GET /geo/geocode` of the API (the demo gazetteer). */
export function apiGeocoder(api: ApiClient): Geocoder {
  const countries = [...ADDRESS_SEARCH_COUNTRIES];
  return {
    async suggest(text, { signal, near } = {}) {
      const { lat, lng } = near ?? ADDRESS_SEARCH_BIAS.center;
      const query = { q: text, countries, limit: ADDRESS_SUGGESTION_LIMIT, lat, lng };
      const result = await api.GET('/geo/autocomplete', { params: { query }, signal });
      return result.ok ? result.data.places : [];
    },
    async geocode(text, { signal } = {}) {
      const result = await api.GET('/geo/geocode', {
        params: { query: { q: text, countries } },
        signal,
      });
      return (result.ok && result.data.places[0]) || null;
    },
  };
}
