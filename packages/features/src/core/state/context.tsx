import { createContext, useContext, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Stores } from './stores';

const StoresContext = createContext<Stores | null>(null);

/** Props of {@link StoresProvider}. */
export interface StoresProviderProps {
  stores: Stores;
  children: ReactNode;
}

/** Gives the components below one set of stores (the app's, or a story's own). */
export function StoresProvider({ stores, children }: StoresProviderProps) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

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
