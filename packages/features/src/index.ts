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
export {
  BackToProviderLink,
  BottomMenu,
  Footer,
  Frame,
  LoginDropdown,
  PendingBookingLink,
  TimeZoneWarning,
  TopNav,
  useFrameProvider,
} from './frame';
export type {
  BottomMenuProps,
  FooterProps,
  FrameProps,
  TimeZoneWarningProps,
  TopNavProps,
} from './frame';
export { AuthBlock, LoginForm, SignupForm } from './auth';
export type { LoginFormProps, SignupFormProps } from './auth';
export { ErrorBoundary, ErrorScreen } from './pages/error';
export type { ErrorBoundaryProps, ErrorScreenProps } from './pages/error';
export { ProviderScope, useProviderLoad, VISITS_KEPT } from './provider';
export type { ProviderLoad, ProviderScopeProps } from './provider';
