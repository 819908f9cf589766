import { createContext } from 'react';
import type { Services } from './services';

/** The services of the app, given by `ServicesProvider`. */
export const ServicesContext = createContext<Services | null>(null);

/** The app's navigation, given by `ServicesProvider` (a full page load without a router). */
export const NavigateContext = createContext<(path: string) => void>((path) => {
  window.location.assign(path);
});
