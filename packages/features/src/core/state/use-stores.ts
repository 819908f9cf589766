import { useContext } from 'react';
import { useSnapshot } from 'valtio';
import { StoresContext } from './stores-context';
import type { Stores } from './stores';

/** The stores themselves, for actions that change them. */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores needs a <StoresProvider> above it.');
  return stores;
}

/**
 * A render snapshot of one store: the component re-renders when the parts it reads change. Read
 * from the snapshot, write to `useStores()`.
 */
export function useStore<K extends keyof Stores>(name: K) {
  return useSnapshot(useStores()[name]);
}
