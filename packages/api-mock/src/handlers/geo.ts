/**
 * Offline defaults of the maps service: address autocomplete and geocoding over the towns list,
 * restricted to DE, AT, LU, CH (discovery §1, §7, §9 bias).
 */
import {
  ADDRESS_SEARCH_COUNTRIES,
  haversineKm,
  isAddressSearchCountry,
  validLatLng,
} from '@kurse/domain';
import type { LatLng } from '@kurse/domain';
import type { Schemas, Town } from '../db/types';
import { badRequest, ok } from '../http/replies';
import { route } from '../http/route';

type Place = Schemas['GeoPlace'];
type Country = Place['country'] & Town['country'];

const fold = (s: string) => s.normalize('NFC').toLowerCase().trim();

/** The countries of the `countries` parameter; a string is the 400 message. */
export function countriesOf(raw: string | null): Country[] | string {
  if (raw === null || raw.trim() === '') return [...ADDRESS_SEARCH_COUNTRIES];
  const codes = raw
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const bad = codes.find((c) => !isAddressSearchCountry(c));
  return bad === undefined ? (codes as Country[]) : `Country not supported: ${bad}`;
}

/** A town as a place; the street is the text before the first comma when one was typed. */
function toPlace(town: Town, street: string | null): Place {
  const label = [street, `${town.postalCode} ${town.name}`, town.country]
    .filter(Boolean)
    .join(', ');
  return {
    id: `${town.country}-${town.postalCode}-${town.name}`,
    label,
    street,
    postalCode: town.postalCode,
    city: town.name,
    country: town.country,
    lat: town.lat,
    lng: town.lng,
  };
}

/** How well a town matches the text: 0 best (town named in full), 2 prefix, -1 no match. */
function score(town: Town, q: string): number {
  const name = fold(town.name);
  const parts = q.split(/[\s,]+/).filter(Boolean);
  if (q.includes(name) || parts.includes(town.postalCode)) return 0;
  const last = parts[parts.length - 1] ?? '';
  if (name.startsWith(q) || town.postalCode.startsWith(last)) return 1;
  return last.length >= 2 && name.startsWith(last) ? 2 : -1;
}

/** Towns matching the text, best first, then nearest to `near`, then by name. */
export function matchTowns(
  towns: readonly Town[],
  text: string,
  countries: Country[],
  near: LatLng | null,
): Place[] {
  const q = fold(text);
  const street = text.includes(',') ? (text.split(',')[0]?.trim() ?? null) : null;
  return towns
    .filter((t) => countries.includes(t.country))
    .map((t) => ({ t, s: score(t, q), d: near ? haversineKm(near, t) : 0 }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => a.s - b.s || a.d - b.d || a.t.name.localeCompare(b.t.name, 'de'))
    .map((x) => toPlace(x.t, street || null));
}

/** Routes of the maps service defaults. */
export const geoRoutes = [
  route('autocompleteAddress', '/geo/autocomplete', 'get', ({ ctx, query }) => {
    const q = query.get('q')?.trim();
    const countries = countriesOf(query.get('countries'));
    const limit = Number(query.get('limit') ?? 5);
    if (!q) return badRequest('q is required.');
    if (typeof countries === 'string') return badRequest(countries);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10)
      return badRequest('limit must be 1 to 10.');
    const near = validLatLng(query.get('lat'), query.get('lng'));
    return ok({ places: matchTowns(ctx.db.towns, q, countries, near).slice(0, limit) });
  }),
  route('geocodeAddress', '/geo/geocode', 'get', ({ ctx, query }) => {
    const q = query.get('q')?.trim();
    const countries = countriesOf(query.get('countries'));
    if (!q) return badRequest('q is required.');
    if (typeof countries === 'string') return badRequest(countries);
    const exact = matchTowns(ctx.db.towns, q, countries, null).filter(
      (p) =>
        fold(q).includes(fold(p.city ?? '')) ||
        fold(q)
          .split(/[\s,]+/)
          .includes(p.postalCode ?? ''),
    );
    return ok({ places: exact.slice(0, 1) });
  }),
];
