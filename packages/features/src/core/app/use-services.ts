import { useContext } from 'react';
import { NavigateContext, ServicesContext } from './contexts';
import type { Services } from './services';

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
