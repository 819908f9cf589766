import type { CategorySpace } from '@kurse/domain';
import { useCallback } from 'react';
import { useAddressQuery } from '../../core';
import { readSearchParams, searchQueryString, type SearchPlace } from './search-url';

/** The search's place, mode and category space as the address holds them. */
export interface SearchLocationState {
  place: SearchPlace;
  assistant: boolean;
  /** The category space the address names (`space`): it is the page's category-space filter. */
  space: CategorySpace | null;
}

/** A change of the place (any of its parts), the mode and/or the space. */
export interface SearchLocationUpdate {
  place?: Partial<SearchPlace>;
  assistant?: boolean;
  space?: CategorySpace | null;
}

const fromQuery = (search: string): SearchLocationState => {
  const { term, address, lat, lng, assistant, space } = readSearchParams(search);
  return { place: { term, address, lat, lng }, assistant, space };
};

const toQuery = ({ place, space, assistant }: SearchLocationState): string =>
  searchQueryString(place, space ? [space] : [], assistant);

/**
 * The place (term, address, position), assistant mode and category space of the search: address
 * state, read from the address and again on back/forward, written back on every `update`
 * (nothing of it is stored). Spec: discovery §2 Search (list), §4.
 */
export function useSearchPlace(search?: string): {
  state: SearchLocationState;
  update: (next: SearchLocationUpdate) => void;
  query: string;
} {
  const [state, setState] = useAddressQuery(fromQuery, { search, write: toQuery });
  const update = useCallback(
    (next: SearchLocationUpdate) =>
      setState((current) => ({ ...current, ...next, place: { ...current.place, ...next.place } })),
    [setState],
  );
  return { state, update, query: toQuery(state) };
}
