/**
 * The search in the address: where it is read from and how it is written back, so a search is
 * shareable and survives a reload. Spec: discovery §2 Search (list: "Query parameters read: term,
 * address, lat, lng, space, assistant").
 */
import { parseSearchParams, type SearchParams } from '@kurse/domain';

/** The place part of a search: what the search bar holds plus a position from a link. */
export type SearchPlace = Pick<SearchParams, 'term' | 'address' | 'lat' | 'lng'>;

/** Reads the search from a query string (`?term=…`). */
export function readSearchParams(search: string): SearchParams {
  return parseSearchParams(new URLSearchParams(search));
}

/**
 * The query string (with `?`, or empty) of a search: term, address, lat and lng when set, `space`
 * when exactly one category space is chosen, and `assistant=1` in assistant mode.
 */
export function searchQueryString(
  place: SearchPlace,
  spaces: readonly string[],
  assistant: boolean,
): string {
  const query = new URLSearchParams();
  if (place.term) query.set('term', place.term);
  if (place.address) query.set('address', place.address);
  if (place.lat !== null && place.lng !== null) {
    query.set('lat', String(place.lat));
    query.set('lng', String(place.lng));
  }
  if (spaces.length === 1 && spaces[0]) query.set('space', spaces[0]);
  if (assistant) query.set('assistant', '1');
  const text = query.toString();
  return text ? `?${text}` : '';
}
