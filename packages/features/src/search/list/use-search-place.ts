import { useCallback, useEffect, useState } from 'react';
import { useStore, useStores } from '../../core';
import { setSearchFilters } from './search-actions';
import { readSearchParams, searchQueryString, type SearchPlace } from './search-url';

/** The search's place and mode as the page holds them. */
export interface SearchLocationState {
  place: SearchPlace;
  assistant: boolean;
}

/** A change of the place (any of its parts) and/or the mode. */
export interface SearchLocationUpdate {
  place?: Partial<SearchPlace>;
  assistant?: boolean;
}

const fromQuery = (search: string): SearchLocationState => {
  const { term, address, lat, lng, assistant } = readSearchParams(search);
  return { place: { term, address, lat, lng }, assistant };
};

/**
 * The place (term, address, position) and assistant mode of the search, read from the address
 * and again on back/forward; a `space` in the query becomes the category-space filter. `update`
 * writes the search back with `history.replaceState` (skipped when `search` is given: stories).
 * Spec: discovery §2 Search (list), §4 (search persisted).
 */
export function useSearchPlace(search?: string): {
  state: SearchLocationState;
  update: (next: SearchLocationUpdate) => void;
  query: string;
} {
  const stores = useStores();
  const { filters } = useStore('search');
  const [state, setState] = useState(() => {
    const source = search ?? window.location.search;
    const { space } = readSearchParams(source);
    if (space) setSearchFilters(stores, { categorySpaces: [space] });
    return fromQuery(source);
  });

  useEffect(() => {
    if (search !== undefined) return;
    const sync = () => setState(fromQuery(window.location.search));
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [search]);

  const update = useCallback((next: SearchLocationUpdate) => {
    setState((current) => ({ ...current, ...next, place: { ...current.place, ...next.place } }));
  }, []);

  const query = searchQueryString(state.place, filters.categorySpaces, state.assistant);

  useEffect(() => {
    if (search !== undefined || window.location.search === query) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
  }, [search, query]);

  return { state, update, query };
}
