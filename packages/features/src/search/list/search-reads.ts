import type { SearchResult } from '@kurse/api-client';
import { toSearchQuery, type SearchFilters } from '@kurse/domain';
import { searchPageShape, type Read } from '../../core';
import type { SearchPlace } from './search-url';

/** One page of the list search's answer. */
export interface SearchAnswer {
  results: SearchResult[];
  meta: { totalCount: number };
}

/** The query of one page of the list search, parameters in a fixed order (the read's key). */
function searchQuery(place: SearchPlace, filters: SearchFilters, page: number) {
  const { term, address, lat, lng } = place;
  const { max_price, start_date, bookable, radius } = toSearchQuery(filters);
  return {
    page,
    age_groups: filters.ageGroups,
    location_types: filters.locationTypes,
    category_spaces: filters.categorySpaces,
    bookable,
    radius,
    ...(term ? { term } : {}),
    ...(address ? { address } : {}),
    ...(lat !== null && lng !== null ? { lat, lng } : {}),
    ...(max_price !== null ? { max_price } : {}),
    ...(start_date !== null ? { start_date } : {}),
  };
}

/**
 * The read of one page (9 results) of the list search `GET /search/all/` for a place and filters.
 * Spec: discovery §2 Search (list), §7 GET /search/all/.
 */
export function searchRead(
  place: SearchPlace,
  filters: SearchFilters,
  page: number,
): Read<SearchAnswer> {
  const query = searchQuery(place, filters, page);
  const key = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) key.append(name, String(one));
  }
  return {
    key: `/search/all/?${key.toString()}`,
    fetch: (api, signal) => api.GET('/search/all/', { params: { query }, signal }),
    shape: searchPageShape,
  };
}
