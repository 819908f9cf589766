/**
 * Search filters as the server reads them from the query (snake_case, arrays repeated, money in
 * cents; discovery §2 Search, §7). Unknown values answer 400 like the real server.
 */
import {
  AGE_GROUPS,
  CATEGORY_SPACES,
  DEFAULT_SEARCH_RADIUS_KM,
  LOCATION_TYPES,
  isIsoDate,
  validLatLng,
} from '@kurse/domain';
import type { AgeGroup, CategorySpace, LatLng, LocationType } from '@kurse/domain';

/** The filters of one search request. */
export interface Filters {
  /** Lower-case words of the term; empty when no term. */
  words: string[];
  ageGroups: AgeGroup[];
  locationTypes: LocationType[];
  /** Only bookable offers when true. */
  bookable: boolean;
  /** Maximum price in cents, or null for no limit. */
  maxPrice: number | null;
  categorySpaces: CategorySpace[];
  /** Only offers on or after this date (YYYY-MM-DD), or null. */
  startDate: string | null;
  /** Search centre, or null for no distance filter. */
  centre: LatLng | null;
  /** Radius in km around the centre. */
  radius: number;
}

/** The lower-case words of a search term (words shorter than 2 characters are dropped). */
export function termWords(term: string | null | undefined): string[] {
  return (term ?? '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
}

function listOf<T extends string>(
  params: URLSearchParams,
  name: string,
  known: readonly T[],
): T[] | string {
  const values = params.getAll(name).flatMap((v) => (v === '' ? [] : [v]));
  const unknown = values.find((v) => !(known as readonly string[]).includes(v));
  return unknown === undefined ? (values as T[]) : `Unknown ${name} value: ${unknown}`;
}

function numberOf(params: URLSearchParams, name: string): number | null | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '' || raw === 'null') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** Reads the filters of a search query; a string is the 400 message of an invalid value. */
export function parseFilters(params: URLSearchParams): Filters | string {
  const ageGroups = listOf(params, 'age_groups', AGE_GROUPS);
  const locationTypes = listOf(params, 'location_types', LOCATION_TYPES);
  const categorySpaces = listOf(params, 'category_spaces', CATEGORY_SPACES);
  for (const list of [ageGroups, locationTypes, categorySpaces]) {
    if (typeof list === 'string') return list;
  }
  const bookable = params.get('bookable');
  if (bookable !== null && bookable !== 'true' && bookable !== 'false') {
    return 'bookable must be true or false.';
  }
  const maxPrice = numberOf(params, 'max_price');
  if (
    maxPrice === undefined ||
    (maxPrice !== null && (!Number.isInteger(maxPrice) || maxPrice < 0))
  ) {
    return 'max_price must be a whole number of cents.';
  }
  const radius = numberOf(params, 'radius');
  if (radius === undefined || (radius !== null && (radius <= 0 || radius > 250))) {
    return 'radius must be a number of km above 0 and at most 250.';
  }
  const startDate = params.get('start_date');
  if (startDate !== null && startDate !== '' && !isIsoDate(startDate)) {
    return 'start_date must be a date (YYYY-MM-DD).';
  }
  const lat = params.get('lat');
  const lng = params.get('lng');
  const centre = validLatLng(lat, lng);
  if ((lat !== null || lng !== null) && centre === null)
    return 'lat and lng must be valid degrees.';
  return {
    words: termWords(params.get('term')),
    ageGroups: ageGroups as AgeGroup[],
    locationTypes: locationTypes as LocationType[],
    bookable: bookable === 'true',
    maxPrice,
    categorySpaces: categorySpaces as CategorySpace[],
    startDate: startDate || null,
    centre,
    radius: radius ?? DEFAULT_SEARCH_RADIUS_KM,
  };
}

/** A 1-based page number from the query; a string is the 400 message. */
export function pageOf(params: URLSearchParams): number | string {
  const raw = params.get('page');
  if (raw === null || raw === '') return 1;
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 'page must be a whole number from 1.';
}
