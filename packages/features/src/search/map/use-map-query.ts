import { useAddressQuery } from '../../core';
import { mapQueryString, readMapQuery, type MapQuery } from './map-query';

/**
 * The map search's state: address state, read from the address (again on back/forward) and
 * written back whenever the page changes it, so a search is shareable and survives reload (nothing is
 * stored; `search` given: stories, nothing written). Spec: discovery §2 Map search.
 */
export function useMapQuery(search?: string): [MapQuery, (next: Partial<MapQuery>) => void] {
  const [query, setQuery] = useAddressQuery(readMapQuery, { search, write: mapQueryString });
  return [query, (next) => setQuery((current) => ({ ...current, ...next }))];
}
