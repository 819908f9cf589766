import type { SearchResult } from '@kurse/api-client';
import type { SearchFilters } from '@kurse/domain';
import { useState } from 'react';
import { readsOf, useRead, useServices } from '../../core';
import { searchRead } from './search-reads';
import type { SearchPlace } from './search-url';

/** The list search as loaded so far. */
export type SearchResultsLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      results: readonly SearchResult[];
      totalCount: number;
      page: number;
      /** A load-more request is running. */
      loadingMore: boolean;
      /** The last load-more request failed (the button tries again). */
      moreFailed: boolean;
    };

/**
 * Runs the list search (`GET /search/all/`, {@link searchRead}) for a place and filters: page 1
 * whenever they change, then `loadMore` adds one page (9 results) each time. A newer search
 * cancels the request in flight; cancelled requests are ignored silently (the loader runtime).
 * Spec: discovery §2 Search (list), §4, §7, §8.
 */
export function useSearchResults(
  place: SearchPlace,
  filters: SearchFilters,
): { load: SearchResultsLoad; loadMore: () => void; retry: () => void } {
  const reads = readsOf(useServices());
  const { term, address, lat, lng } = place;
  const search = JSON.stringify({ term, address, lat, lng, filters });
  // The pages asked for, for this search (a new search starts at page 1 again).
  const [asked, setAsked] = useState({ search, pages: 1 });
  const pages = asked.search === search ? asked.pages : 1;
  const pageRead = (page: number) => searchRead({ term, address, lat, lng }, filters, page);
  const first = useRead(pageRead(1));
  const last = useRead(pages > 1 ? pageRead(pages) : null);

  let load: SearchResultsLoad;
  if (first.status === 'loading') load = first;
  else if (first.status === 'failed') load = { status: 'failed' };
  else {
    // The pages between the first and the last were read before and are kept.
    const between = Array.from({ length: Math.max(pages - 2, 0) }, (_, i) => {
      const kept = reads.peek(pageRead(i + 2));
      return kept?.ok ? kept.data.results : [];
    });
    const results = [first.data.results, ...between].flat();
    const more = last.status === 'ready' ? last.data : null;
    load = {
      status: 'ready',
      results: more ? [...results, ...more.results] : results,
      totalCount: (more ?? first.data).meta.totalCount,
      page: more || pages === 1 ? pages : pages - 1,
      loadingMore: pages > 1 && last.status === 'loading',
      moreFailed: pages > 1 && last.status === 'failed',
    };
  }

  const loadMore = () => {
    if (load.status !== 'ready' || load.loadingMore) return;
    // A failed page is asked again; else the next one.
    if (last.status === 'failed') last.retry();
    else setAsked({ search, pages: pages + 1 });
  };
  const retry = () => {
    if (first.status === 'failed') first.retry();
  };
  return { load, loadMore, retry };
}
