import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is rendered on the server and while the client takes that HTML over
 * (hydration), true afterwards and in every render in the browser after that. What depends on
 * the browser alone (its time zone, stored state) shows from then on, so the client's first
 * render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
