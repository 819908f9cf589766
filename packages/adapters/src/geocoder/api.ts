/**
 * The offline default geocoder: the API's gazetteer (`GET /geo/autocomplete`, `GET
 * /geo/geocode`), answered by the demo backend; a real backend answers it the same way.
 * Spec: discovery §1 (DE, AT, LU, CH only), §7 third-party maps service, §9 Map (600 km bias).
 */
import type { ApiClient } from '@kurse/api-client';
import { ADDRESS_SEARCH_BIAS, ADDRESS_SEARCH_COUNTRIES } from '@kurse/domain';
import { ADDRESS_SUGGESTION_LIMIT, type Geocoder } from './geocoder';

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
