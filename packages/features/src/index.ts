/**
 * @kurse/features — connected components: @kurse/ui wired to the API client and the stores.
 */
export * from './state';
export { createServices, FINGERPRINT_STORAGE_KEY } from './app/services';
export type { Services, ServicesOptions } from './app/services';
export { ServicesProvider, useNavigate, useServices } from './app/context';
export type { ServicesProviderProps } from './app/context';
export {
  clearSession,
  loadApplications,
  login,
  logout,
  restoreSession,
  signup,
} from './session/actions';
export type { SessionDeps } from './session/actions';
export { postLoginForm } from './session/form-post';
export type { LoginFormPost } from './session/form-post';
export { ANALYTICS_OPT_OUT_COOKIE, createPageViews } from './platform/analytics';
export type { PageView, PageViewOptions } from './platform/analytics';
export { errorMessage, installErrorReporting, reportError } from './platform/error-reporting';
export { unregisterServiceWorkers } from './platform/service-worker';
export { createViewTracker, reportForwarded } from './platform/tracking';
export type { ViewTrackerOptions } from './platform/tracking';
export { splitFieldErrors } from './lib/field-errors';
