import type { ReactNode } from 'react';
import { StoresContext } from './stores-context';
import type { Stores } from './stores';

/** Props of {@link StoresProvider}. */
export interface StoresProviderProps {
  stores: Stores;
  children: ReactNode;
}

/** Gives the components below one set of stores (the app's, or a story's own). */
export function StoresProvider({ stores, children }: StoresProviderProps) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}
