import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A value read from the address's query string, read again when the browser goes back or
 * forward (`onBrowse` is told then, before the new value shows). `search` replaces the address's
 * query and turns the back/forward reading off (stories, tests). The setter changes the value the
 * page shows; writing the address is the caller's (a link, the app's navigate).
 */
export function useAddressQuery<T>(
  read: (search: string) => T,
  search?: string,
  onBrowse?: () => void,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(() => read(search ?? window.location.search));
  const latest = useRef({ read, onBrowse });
  latest.current = { read, onBrowse };
  useEffect(() => {
    if (search !== undefined) return;
    const sync = () => {
      latest.current.onBrowse?.();
      setValue(latest.current.read(window.location.search));
    };
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [search]);
  return [value, setValue];
}
