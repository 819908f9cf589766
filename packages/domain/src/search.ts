/**
 * Search page rules: query parameters, the snake_case filter query, paging, pushed courses and
 * highlighted providers. Spec: discovery §2 Search (list), §7, §9.
 */
import { validLatLng } from './geo';
import { TABLET_WIDTH } from './layout';
import { CATEGORY_SPACES } from './search-filters';
import type { CategorySpace, SearchFilters } from './search-filters';

/** Results per search page. Spec: discovery §9 ("Search default page size 9"). */
export const SEARCH_PAGE_SIZE = 9;
/** The list/card toggle shows only above this window width (px). Spec: discovery §2 Search. */
export const LIST_VIEW_MIN_WIDTH: number = TABLET_WIDTH;
/** Relevance from which a course is pushed (starred). Spec: discovery §9. */
export const PUSHED_COURSE_RELEVANCE = 5000;
/** Relevance from which a provider is highlighted for a search term. Spec: discovery §9. */
export const HIGHLIGHTED_PROVIDER_RELEVANCE = 1000;

/** Whether a course is pushed (starred): relevance 5000 or more. Spec: discovery §9. */
export function isPushedCourse(relevance: number): boolean {
  return relevance >= PUSHED_COURSE_RELEVANCE;
}

/**
 * Whether a provider is highlighted in search. Spec: discovery §9.
 * A search term exists (non-empty after trimming) and the relevance is 1000 or more.
 */
export function isHighlightedProvider(term: string | null | undefined, relevance: number): boolean {
  return (term ?? '').trim() !== '' && relevance >= HIGHLIGHTED_PROVIDER_RELEVANCE;
}

/** Whether the list/card toggle shows: only above 768 px. Spec: discovery §2 Search (list). */
export function showsListViewToggle(windowWidth: number): boolean {
  return windowWidth > LIST_VIEW_MIN_WIDTH;
}

/**
 * Limit and offset of the course search for a page. Spec: discovery §2 Search, §7, §9.
 * Pages are 1-based and hold 9 results (each load-more adds one); pages below 1 count as page 1.
 */
export function courseSearchWindow(page: number): { limit: number; offset: number } {
  const p = Math.max(1, Math.floor(page));
  return { limit: SEARCH_PAGE_SIZE, offset: (p - 1) * SEARCH_PAGE_SIZE };
}

/**
 * Whether the no-results text offers reset filters. Spec: discovery §2 Search (list).
 * True for no results while category spaces are set.
 */
export function showsResetFilters(resultCount: number, filters: SearchFilters): boolean {
  return resultCount === 0 && filters.categorySpaces.length > 0;
}

/** Query parameters the search reads. Spec: discovery §2 Search (list). */
export interface SearchParams {
  term: string | null;
  address: string | null;
  /** Both null unless lat and lng are both valid numbers. */
  lat: number | null;
  lng: number | null;
  space: CategorySpace | null;
  /** Assistant mode: `assistant=1` (also `true`). */
  assistant: boolean;
}

/** Query values: a plain record or a URLSearchParams-like object. Spec: discovery §2 Search. */
export type QuerySource = Record<string, string | undefined> | { get(name: string): string | null };

const reader =
  (source: QuerySource) =>
  (name: string): string | null => {
    if (typeof source.get === 'function') return (source.get as (n: string) => string | null)(name);
    const value = (source as Record<string, string | undefined>)[name];
    return typeof value === 'string' ? value : null;
  };

/**
 * Reads term, address, lat, lng, space and assistant from the address query. Spec: discovery §2
 * Search (list). Texts are trimmed (empty → null); an unknown space gives null.
 */
export function parseSearchParams(source: QuerySource): SearchParams {
  const get = reader(source);
  const text = (name: string) => {
    const value = get(name)?.trim();
    return value ? value : null;
  };
  const space = text('space');
  const position = validLatLng(get('lat'), get('lng'));
  const assistant = text('assistant');
  return {
    term: text('term'),
    address: text('address'),
    lat: position?.lat ?? null,
    lng: position?.lng ?? null,
    space: CATEGORY_SPACES.find((s) => s === space) ?? null,
    assistant: assistant === '1' || assistant === 'true',
  };
}

/** Filters as the server expects them (snake_case keys). Spec: discovery §7 search calls. */
export interface SearchQuery {
  age_groups: string[];
  location_types: string[];
  bookable: boolean;
  /** Cents. */
  max_price: number | null;
  category_spaces: string[];
  radius: number;
  start_date: string | null;
}

/**
 * Converts filters to the server's snake_case query. Spec: discovery §7 ("snake_case filters");
 * null values stay null (a price of no limit is sent as null, discovery §5). `maxPrice` is held in
 * euros (the slider's scale) and sent in cents, like every amount on the wire.
 */
export function toSearchQuery(filters: SearchFilters): SearchQuery {
  return {
    age_groups: [...filters.ageGroups],
    location_types: [...filters.locationTypes],
    bookable: filters.bookable,
    max_price: filters.maxPrice === null ? null : Math.round(filters.maxPrice * 100),
    category_spaces: [...filters.categorySpaces],
    radius: filters.radius,
    start_date: filters.startDate,
  };
}
