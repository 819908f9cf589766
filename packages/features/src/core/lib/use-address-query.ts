import {
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { ServicesContext } from '../app/contexts';
import { useHydrated } from './use-hydrated';

/** Options of {@link useAddressQuery}. */
export interface AddressQueryOptions<T> {
  /**
   * The query to read instead of the address's (stories, tests): nothing is read again on back
   * or forward, and nothing is written.
   */
  search?: string;
  /** Told when the browser goes back or forward, before the value read then shows. */
  onBrowse?: () => void;
  /**
   * The address's query for a value (`?…`, or `''` for none), given the address's query now (to
   * keep what the page does not own). A value the setter gives is written with
   * `history.replaceState`: the address stays shareable and survives a reload, without a new
   * history entry. Without it, writing the address is the caller's (a link, the app's navigate).
   */
  write?: (value: T, current: string) => string;
}

/**
 * A page's state held in the address's query: read from it, read again when the browser goes back
 * or forward, and — with `write` — written back when the setter changes it (never on the first
 * reading: opening a page leaves its address as it was). Nothing of it is kept in storage.
 * Spec: discovery §2 (search, map search, schedule), transactions §2 (event booking page).
 */
export function useAddressQuery<T>(
  read: (search: string) => T,
  options: AddressQueryOptions<T> = {},
): [T, Dispatch<SetStateAction<T>>] {
  const { search } = options;
  const address = useAddressSearch(search);
  const [value, setValue] = useState(() => read(address));
  // Whether the value shown came from the setter (written) or from the address (left alone).
  const fromSetter = useRef(false);
  const latest = useRef({ read, options });
  latest.current = { read, options };
  useEffect(() => {
    if (search !== undefined) return;
    const sync = () => {
      latest.current.options.onBrowse?.();
      fromSetter.current = false;
      setValue(latest.current.read(window.location.search));
    };
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [search]);
  // A page the server rendered is read once more when it is the browser's: what only the browser
  // knows (its width) may decide what the address leaves open. The same value is kept as it is.
  const hydrated = useHydrated();
  const reread = useRef(hydrated);
  useEffect(() => {
    if (reread.current || !hydrated || search !== undefined) return;
    reread.current = true;
    const again = latest.current.read(window.location.search);
    setValue((current) => (JSON.stringify(again) === JSON.stringify(current) ? current : again));
  }, [hydrated, search]);
  useEffect(() => {
    const { write } = latest.current.options;
    if (search !== undefined || !write || !fromSetter.current) return;
    const { pathname, search: current, hash } = window.location;
    const text = write(value, current);
    if (text === current) return;
    window.history.replaceState(window.history.state, '', `${pathname}${text}${hash}`);
  }, [search, value]);
  const set = useCallback((next: SetStateAction<T>) => {
    fromSetter.current = true;
    setValue(next);
  }, []);
  return [value, set];
}

/**
 * The address's query (`?…`) as the page renders: `search` when given (stories, tests), the
 * request's on a server, the browser's address otherwise. Read once per render; for a value that
 * follows back/forward and is written back, use {@link useAddressQuery}.
 */
export function useAddressSearch(search?: string): string {
  const requestSearch = useContext(ServicesContext)?.requestSearch ?? null;
  return search ?? requestSearch ?? window.location.search;
}
