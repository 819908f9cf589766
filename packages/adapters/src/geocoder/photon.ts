/**
 * A real address service: a Photon server (OpenStreetMap data, https://github.com/komoot/photon),
 * enabled in the web app with `VITE_KURSE_GEOCODER_URL` (README, "Configuration"). Photon has no
 * country filter, so places outside DE, AT, LU, CH are dropped here; the 600 km bias around the
 * centre of Germany is sent as its location bias and bounding box.
 * Spec: discovery §1, §7 third-party maps service, §9 Map.
 */
import type { GeoPlace } from '@kurse/api-client';
import { ADDRESS_SEARCH_BIAS, boundsAround, isAddressSearchCountry } from '@kurse/domain';
import { ADDRESS_SUGGESTION_LIMIT, type Geocoder, type GeoLookupOptions } from './geocoder';

/** One feature of Photon's GeoJSON answer (the properties we read). */
interface PhotonFeature {
  geometry: { coordinates: [number, number] };
  properties: {
    osm_type?: string;
    osm_id?: number;
    name?: string;
    street?: string;
    housenumber?: string;
    postcode?: string;
    city?: string;
    countrycode?: string;
  };
}

/** Options of {@link photonGeocoder}. */
export interface PhotonGeocoderOptions {
  /** The server's root, e.g. `https://photon.komoot.io`. */
  url: string;
  /** Language of place names. @default 'de' */
  language?: string;
  /** The fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** A Photon feature as a place, or null outside the address search countries. */
export function photonPlace({ geometry, properties: p }: PhotonFeature): GeoPlace | null {
  const country = p.countrycode?.toUpperCase() ?? '';
  if (!isAddressSearchCountry(country)) return null;
  const street = p.street ? [p.street, p.housenumber].filter(Boolean).join(' ') : null;
  const city = p.city ?? (street ? null : (p.name ?? null));
  const town = [p.postcode, city].filter(Boolean).join(' ');
  const first = street ?? (p.name && p.name !== city ? p.name : null);
  const [lng, lat] = geometry.coordinates;
  return {
    id: p.osm_type && p.osm_id ? `${p.osm_type}${p.osm_id}` : `${lat},${lng}`,
    label: [first, town, country].filter(Boolean).join(', '),
    street,
    postalCode: p.postcode ?? null,
    city,
    country,
    lat,
    lng,
  };
}

/** The Photon address service. */
export function photonGeocoder(options: PhotonGeocoderOptions): Geocoder {
  const root = options.url.replace(/\/+$/, '');
  const language = options.language ?? 'de';
  const box = boundsAround(ADDRESS_SEARCH_BIAS.center, ADDRESS_SEARCH_BIAS.radius);
  const lookup = async (text: string, limit: number, { signal, near }: GeoLookupOptions) => {
    const center = near ?? ADDRESS_SEARCH_BIAS.center;
    const params = new URLSearchParams({
      q: text,
      // More than shown: places outside the four countries are dropped afterwards.
      limit: String(limit * 2),
      lang: language,
      lat: String(center.lat),
      lon: String(center.lng),
      bbox: [box.west, box.south, box.east, box.north].join(','),
    });
    try {
      const response = await (options.fetch ?? fetch)(`${root}/api/?${params}`, { signal });
      if (!response.ok) return [];
      const body = (await response.json()) as { features?: PhotonFeature[] };
      return (body.features ?? [])
        .map(photonPlace)
        .filter((p): p is GeoPlace => p !== null)
        .slice(0, limit);
    } catch {
      return [];
    }
  };
  return {
    suggest: (text, lookupOptions = {}) => lookup(text, ADDRESS_SUGGESTION_LIMIT, lookupOptions),
    geocode: async (text, lookupOptions = {}) => (await lookup(text, 1, lookupOptions))[0] ?? null,
  };
}
