/** The frame slice's door: everything other slices and the app use of it. */
export { ErrorBoundary, ErrorScreen } from './error';
export type { ErrorBoundaryProps, ErrorScreenProps } from './error';
export { BackToProviderLink } from './layout/BackToProviderLink';
export {
  BottomMenu,
  Footer,
  Frame,
  LoginDropdown,
  PendingBookingLink,
  TimeZoneWarning,
  TopNav,
  useFrameProvider,
} from './layout';
export type {
  BottomMenuProps,
  FooterProps,
  FrameProps,
  TimeZoneWarningProps,
  TopNavProps,
} from './layout';
export { NotFoundPage } from './not-found';
export { landingRoute } from './landing/route';
export { notFoundRoute } from './not-found/route';
