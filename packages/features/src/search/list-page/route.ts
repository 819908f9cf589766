import { defaultSearchFilters, metaDescription } from '@kurse/domain';
import { statusOfSearch, type RouteModule } from '../../core';
import { searchRead } from '../list/search-reads';
import { readSearchParams } from '../list/search-url';
import { SearchPage, namespaces } from '.';

/**
 * The route of `search`: the first page of results for the address's term, place and category
 * space with the default filters (the visitor's stored filters are the browser's: the page reads
 * again with them), described by its term; 503 when the API failed. Spec: discovery §2 Search (list), §4 Default filters.
 */
export const searchRoute = {
  namespaces,
  Page: SearchPage,
  load: async ({ query, read }) => {
    const { term, address, lat, lng, space } = readSearchParams(`?${query.toString()}`);
    const filters = defaultSearchFilters();
    if (space) filters.categorySpaces = [space];
    const results = await read(searchRead({ term, address, lat, lng }, filters, 1));
    // A failed search shows its error in the page, which nobody may keep (503).
    return { status: statusOfSearch(results), data: { term } };
  },
  // Described by its term, so a shared search link says what it finds.
  head: (loaded, LL) => {
    const term = (loaded.data as { term?: string } | undefined)?.term?.trim();
    const description = term ? LL.search.descriptionOf({ term }) : LL.search.description();
    return { title: LL.search.title(), description: metaDescription(description) };
  },
} satisfies RouteModule;
