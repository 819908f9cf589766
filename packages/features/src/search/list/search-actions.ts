/** Changes of the search filters, as plain functions on the stores. Spec: discovery §2 Search, §4. */
import { defaultSearchFilters, type SearchFilters } from '@kurse/domain';
import type { Stores } from '../../core';

/** Changes part of the filters; the search store persists them. */
export function setSearchFilters(
  stores: Pick<Stores, 'search'>,
  part: Partial<SearchFilters>,
): void {
  stores.search.filters = { ...stores.search.filters, ...part };
}

/** Back to the default filters (discovery §4 Default filters), category spaces included. */
export function resetSearchFilters(stores: Pick<Stores, 'search'>): void {
  stores.search.filters = defaultSearchFilters();
}
