/**
 * Search filters: enumerations, defaults, restore from storage, the search assistant's answer and
 * the snake_case query the server expects. Spec: discovery §2 Search (list), §4, §7.
 */
import { validLatLng } from './geo';
import { isIsoDate } from './units';
import type { IsoDate } from './units';

/** Age groups of the search filter. Spec: discovery §2 Search. */
export const AGE_GROUPS = ['baby', 'child', 'parents'] as const;
/** An age group key. Spec: discovery §2 Search. */
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Location types of the search filter, in default order. Spec: discovery §2 Search, §4. */
export const LOCATION_TYPES = ['on_site', 'online', 'home', 'by_arrangement'] as const;
/** A location type key. Spec: discovery §2 Search. */
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Category space keys. Spec: discovery §2 Search ("Category spaces (keys)"). */
export const CATEGORY_SPACES = [
  'family',
  'creative',
  'education',
  'cooking',
  'lifestyle',
  'language',
  'music',
  'sport',
  'health',
  'travel',
] as const;
/** A category space key. Spec: discovery §2 Search. */
export type CategorySpace = (typeof CATEGORY_SPACES)[number];

/**
 * The filter set of the search. Spec: discovery §2 Search, §4 Default filters. `maxPrice` is the
 * price slider value (null = no limit), `radius` is in km, `startDate` is `YYYY-MM-DD` or null.
 */
export interface SearchFilters {
  ageGroups: AgeGroup[];
  locationTypes: LocationType[];
  bookable: boolean;
  maxPrice: number | null;
  categorySpaces: CategorySpace[];
  radius: number;
  startDate: IsoDate | null;
}

/**
 * Default search radius in km. Spec: discovery §4 (not given for the list search; we use the
 * assistant's default of 25 km so both entry points start alike).
 */
export const DEFAULT_SEARCH_RADIUS_KM = 25;

/**
 * Fresh default filters. Spec: discovery §4 Default filters: all four location types, bookable
 * only, age groups baby, child, parents, no price limit, no category space, radius 25 km, no date.
 */
export function defaultSearchFilters(): SearchFilters {
  return {
    ageGroups: [...AGE_GROUPS],
    locationTypes: [...LOCATION_TYPES],
    bookable: true,
    maxPrice: null,
    categorySpaces: [],
    radius: DEFAULT_SEARCH_RADIUS_KM,
    startDate: null,
  };
}

const keepKnown = <T extends string>(value: unknown, known: readonly T[]): T[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const kept = value.filter((v): v is T => typeof v === 'string' && known.includes(v as T));
  return [...new Set(kept)];
};

const isPrice = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isRadius = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The filter fields of `source` that are valid, each cleaned; invalid or missing ones left out. */
function validFilterParts(source: Record<string, unknown>): Partial<SearchFilters> {
  const parts: Partial<SearchFilters> = {};
  const ageGroups = keepKnown(source['ageGroups'], AGE_GROUPS);
  if (ageGroups) parts.ageGroups = ageGroups;
  const locationTypes = keepKnown(source['locationTypes'], LOCATION_TYPES);
  if (locationTypes) parts.locationTypes = locationTypes;
  const categorySpaces = keepKnown(source['categorySpaces'], CATEGORY_SPACES);
  if (categorySpaces) parts.categorySpaces = categorySpaces;
  const { bookable, maxPrice, radius, startDate } = source;
  if (typeof bookable === 'boolean') parts.bookable = bookable;
  if (maxPrice === null || isPrice(maxPrice)) parts.maxPrice = maxPrice;
  if (isRadius(radius)) parts.radius = radius;
  if (startDate === null || isIsoDate(startDate)) parts.startDate = startDate;
  return parts;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * Restores stored filters. Spec: discovery §4 ("a former value toddler is dropped on restore";
 * search is persisted). Each field is kept when valid, cleaned (unknown keys such as `toddler`
 * and duplicates dropped from lists) or replaced by its default; a JSON string is parsed first.
 * Never throws: anything unreadable gives the defaults.
 */
export function restoreSearchFilters(stored: unknown): SearchFilters {
  try {
    const value = typeof stored === 'string' ? JSON.parse(stored) : stored;
    const record = asRecord(value);
    return { ...defaultSearchFilters(), ...(record ? validFilterParts(record) : {}) };
  } catch {
    return defaultSearchFilters();
  }
}

/** Whether `value` is a complete, valid filter set. Spec: discovery §2 Search, §4. */
export function isValidSearchFilters(value: unknown): value is SearchFilters {
  const record = asRecord(value);
  if (!record) return false;
  const parts = validFilterParts(record);
  const lists = ['ageGroups', 'locationTypes', 'categorySpaces'] as const;
  return (
    Object.keys(parts).length === 7 &&
    lists.every((k) => (record[k] as unknown[]).length === parts[k]?.length)
  );
}

/** Assistant defaults applied before its answer. Spec: discovery §4 Search assistant. */
export const ASSISTANT_DEFAULTS = { radius: 25, bookable: true, startDate: null } as const;

/**
 * Answer of the search assistant (POST /search/text). Spec: discovery §7. Every field may be
 * missing or malformed; only valid values are used.
 */
export interface AssistantAnswer {
  term?: unknown;
  address?: unknown;
  lat?: unknown;
  lng?: unknown;
  ageGroups?: unknown;
  locationTypes?: unknown;
  bookable?: unknown;
  maxPrice?: unknown;
  radius?: unknown;
  startDate?: unknown;
  message?: unknown;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;

/**
 * Applies an assistant answer. Spec: discovery §4 Search assistant (defaults radius 25, bookable
 * true, startDate null), §7 POST /search/text. The current filters get the assistant defaults,
 * then every valid filter field of the answer; category spaces stay. Also returns the answer's
 * term, address, position (both lat and lng valid) and message, each null when missing.
 */
export function applyAssistantAnswer(
  filters: SearchFilters,
  answer: AssistantAnswer,
): {
  filters: SearchFilters;
  term: string | null;
  address: string | null;
  location: { lat: number; lng: number } | null;
  message: string | null;
} {
  // Category spaces are not the assistant's to change, even if an answer carried them.
  // The answer's maxPrice is in cents (like every amount on the wire); filters hold euros.
  const maxPrice = typeof answer.maxPrice === 'number' ? answer.maxPrice / 100 : answer.maxPrice;
  const answered = validFilterParts({ ...answer, maxPrice, categorySpaces: undefined });
  return {
    filters: { ...filters, ...ASSISTANT_DEFAULTS, ...answered },
    term: text(answer.term),
    address: text(answer.address),
    location: validLatLng(answer.lat, answer.lng),
    message: text(answer.message),
  };
}
