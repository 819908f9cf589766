import { ADDRESS_SEARCH_COUNTRIES, type LatLng } from '@kurse/domain';
import type { Services } from '../app/services';

/**
 * The position of an address text (`GET /geo/geocode`, restricted to DE, AT, LU, CH), or null
 * when nothing matched or the lookup failed: the search then runs without a centre.
 * Spec: discovery §1 (address search countries), §2 Search (address), §7 maps service.
 */
export async function geocodeAddress(
  api: Services['api'],
  address: string,
): Promise<LatLng | null> {
  const result = await api.GET('/geo/geocode', {
    params: { query: { q: address, countries: [...ADDRESS_SEARCH_COUNTRIES] } },
  });
  const place = result.ok ? result.data.places[0] : undefined;
  return place ? { lat: place.lat, lng: place.lng } : null;
}
