import type { ReactNode } from 'react';
import { StoresProvider } from '../state';
import { NavigateContext, ServicesContext } from './contexts';
import type { Services } from './services';

/** Props of {@link ServicesProvider}. */
export interface ServicesProviderProps {
  services: Services;
  /** Client-side navigation (the app's router). @default a full page load */
  navigate?: (path: string) => void;
  children: ReactNode;
}

/** Gives the components below the services, their stores and the app's navigation. */
export function ServicesProvider({ services, navigate, children }: ServicesProviderProps) {
  const content = <StoresProvider stores={services.stores}>{children}</StoresProvider>;
  return (
    <ServicesContext.Provider value={services}>
      {navigate ? (
        <NavigateContext.Provider value={navigate}>{content}</NavigateContext.Provider>
      ) : (
        content
      )}
    </ServicesContext.Provider>
  );
}
