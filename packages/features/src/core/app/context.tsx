import { createContext, useContext, type ReactNode } from 'react';
import { StoresProvider } from '../state';
import type { Services } from './services';

const ServicesContext = createContext<Services | null>(null);
const NavigateContext = createContext<(path: string) => void>((path) => {
  window.location.assign(path);
});

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

/** The services of the app (or of the story or test around the component). */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider> above it.');
  return services;
}

/** Navigates to an app path (client-side when the app gave a router). */
export function useNavigate(): (path: string) => void {
  return useContext(NavigateContext);
}
