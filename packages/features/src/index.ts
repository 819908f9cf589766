/**
 * @kurse/features — connected components: @kurse/ui wired to the API client and the stores.
 */
export * from './core/state';
export { createServices, FINGERPRINT_STORAGE_KEY } from './core/app/services';
export type { Services, ServicesOptions } from './core/app/services';
export { ServicesProvider, useNavigate, useServices } from './core/app/context';
export type { ServicesProviderProps } from './core/app/context';
export {
  clearSession,
  loadApplications,
  login,
  logout,
  restoreSession,
  signup,
} from './core/session/actions';
export type { SessionDeps } from './core/session/actions';
export { postLoginForm } from './core/session/form-post';
export type { LoginFormPost } from './core/session/form-post';
export { ANALYTICS_OPT_OUT_COOKIE, createPageViews } from './core/platform/analytics';
export type { PageView, PageViewOptions } from './core/platform/analytics';
export { errorMessage, installErrorReporting, reportError } from './core/platform/error-reporting';
export { unregisterServiceWorkers } from './core/platform/service-worker';
export { createViewTracker, reportForwarded } from './core/platform/tracking';
export type { ViewTrackerOptions } from './core/platform/tracking';
export { classifyFieldErrors, fieldMessages, useFieldMessages } from './core/lib/field-errors';
export type { ServerFieldErrors } from './core/lib/field-errors';
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
} from './frame/layout';
export type {
  BottomMenuProps,
  FooterProps,
  FrameProps,
  TimeZoneWarningProps,
  TopNavProps,
} from './frame/layout';
export { AuthBlock, LoginForm, SignupForm } from './account/auth';
export type { LoginFormProps, SignupFormProps } from './account/auth';
export { ErrorBoundary, ErrorScreen } from './frame/error';
export type { ErrorBoundaryProps, ErrorScreenProps } from './frame/error';
export { ProviderScope, useProviderLoad, VISITS_KEPT } from './provider/scope';
export type { ProviderLoad, ProviderScopeProps } from './provider/scope';
export {
  PROVIDER_PAGE_NAMESPACES,
  ProviderCourses,
  ProviderPage,
  ProviderView,
  SidePanel,
  sanitizeHtml,
} from './provider/home';
export type { ProviderData, ProviderViewProps, SidePanelProps } from './provider/home';
export { ContactButton, ContactForm, sendContactMessage } from './provider/contact';
export type { ContactButtonProps, ContactFormProps, SendOutcome } from './provider/contact';
export { RatingsPanel, ratingsListingHref, useRatings } from './provider/ratings';
export type { RatingsLoad, RatingsPanelProps } from './provider/ratings';
export { Recommendations, useRecommendations } from './provider/recommendations';
export type { RecommendationsOf } from './provider/recommendations';
export {
  OffersList,
  useProviderCourses,
  ViewModeToggle,
  coursePath,
  coursesPath,
  useCourseExcerptLength,
} from './provider/offers';
export type { CoursesLoad, OffersListProps } from './provider/offers';
export {
  EventItem,
  EventOffers,
  EventsList,
  EventTypeInfo,
  PasswordGate,
  contractHref,
  eventHref,
  routePath,
} from './course/events';
export type {
  EventCourse,
  EventItemProps,
  EventOffersProps,
  EventPlace,
  EventsListProps,
  PasswordGateProps,
  PathQuery,
} from './course/events';
export { WaitingListFields, WaitingListForm, applyToWaitingList } from './booking/waiting-list';
export type {
  WaitingListApplication,
  WaitingListFieldsProps,
  WaitingListFormProps,
} from './booking/waiting-list';
export {
  AddressComboBox,
  apiGeocoder,
  photonGeocoder,
  photonPlace,
  useAddressSuggestions,
} from './search/address';
export type {
  AddressComboBoxProps,
  Geocoder,
  GeoLookupOptions,
  PhotonGeocoderOptions,
} from './search/address';
