import { useAddressQuery } from '../../core';

/** The category id of a query string (`?category=<id>`), or null when missing or not a number. */
export function categoryOf(search: string): number | null {
  const value = new URLSearchParams(search).get('category');
  const id = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(id) ? id : null;
}

/**
 * The category filter of the offers page, read from the address (`?category=<id>`, the link of
 * the course page's category chips) and again when the browser goes back or forward. `search`
 * replaces the address's query (stories, tests). Spec: discovery §2 Course page.
 */
export function useCategoryParam(
  search?: string,
): [number | null, (category: number | null) => void] {
  return useAddressQuery(categoryOf, { search });
}
