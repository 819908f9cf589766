import { useLayoutEffect, type ReactNode } from 'react';
import { restoreSession } from '../session/actions';
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

/**
 * After the client took a server-rendered page over, the stores take what the storage kept (and
 * a kept session is checked), before any page effect runs: the first render matched the server's.
 */
function RestoreStored({ services }: { services: Services }) {
  useLayoutEffect(() => {
    if (services.restoreStored()) void restoreSession(services);
  }, [services]);
  return null;
}

/** Gives the components below the services, their stores and the app's navigation. */
export function ServicesProvider({ services, navigate, children }: ServicesProviderProps) {
  const content = (
    <StoresProvider stores={services.stores}>
      <RestoreStored services={services} />
      {children}
    </StoresProvider>
  );
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
