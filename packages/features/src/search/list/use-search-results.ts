import type { SearchResult } from '@kurse/api-client';
import { toSearchQuery, type SearchFilters } from '@kurse/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../core';
import type { SearchPlace } from './search-url';
import { checked } from '../../core';
import { searchPageShape } from '../../core';

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
 * Runs the list search (`GET /search/all/`) for a place and filters: page 1 whenever they change,
 * then `loadMore` adds one page (9 results) each time. A newer search cancels the request in
 * flight; cancelled requests are ignored silently. Spec: discovery §2 Search (list), §4, §7, §8.
 */
export function useSearchResults(
  place: SearchPlace,
  filters: SearchFilters,
): { load: SearchResultsLoad; loadMore: () => void; retry: () => void } {
  const { api } = useServices();
  const [load, setLoad] = useState<SearchResultsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const { term, address, lat, lng } = place;
  const key = JSON.stringify({ term, address, lat, lng, filters, attempt });

  const fetchPage = useCallback(
    (page: number) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const { term, address, lat, lng, filters } = JSON.parse(key) as SearchPlace & {
        filters: SearchFilters;
      };
      const { max_price, start_date, bookable, radius } = toSearchQuery(filters);
      const request = api.GET('/search/all/', {
        params: {
          query: {
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
          },
        },
        signal: current.signal,
      });
      // Cancelled, or an answer that arrived after a newer search started: ignored silently.
      return request
        .then(checked(searchPageShape))
        .then((result) =>
          current.signal.aborted || (!result.ok && result.error.kind === 'cancelled')
            ? null
            : result,
        );
    },
    [api, key],
  );

  useEffect(() => {
    setLoad({ status: 'loading' });
    void fetchPage(1).then((result) => {
      if (!result) return;
      if (result.ok) {
        const { results, meta } = result.data;
        setLoad({
          status: 'ready',
          results,
          totalCount: meta.totalCount,
          page: 1,
          loadingMore: false,
          moreFailed: false,
        });
      } else setLoad({ status: 'failed' });
    });
    return () => controller.current?.abort();
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (load.status !== 'ready' || load.loadingMore) return;
    const page = load.page + 1;
    setLoad({ ...load, loadingMore: true, moreFailed: false });
    void fetchPage(page).then((result) => {
      if (!result) return;
      if (result.ok) {
        setLoad({
          status: 'ready',
          results: [...load.results, ...result.data.results],
          totalCount: result.data.meta.totalCount,
          page,
          loadingMore: false,
          moreFailed: false,
        });
      } else setLoad({ ...load, loadingMore: false, moreFailed: true });
    });
  }, [fetchPage, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, loadMore, retry };
}
