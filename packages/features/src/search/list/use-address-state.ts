import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { useAddressQuery } from '../../core';

/**
 * A search's state held in the address: read from the query (and again on back/forward) by the
 * core's `useAddressQuery`, and written back with `history.replaceState` whenever it changes, so
 * a search is shareable and survives a reload (nothing is kept in storage). `search` replaces
 * the address's query and writes nothing (stories). Spec: discovery §2 Search, Map search.
 */
export function useAddressState<T>(
  read: (search: string) => T,
  write: (value: T) => string,
  search?: string,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useAddressQuery(read, search);
  const text = write(value);
  useEffect(() => {
    if (search !== undefined || window.location.search === text) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${text}${hash}`);
  }, [search, text]);
  return [value, setValue];
}
