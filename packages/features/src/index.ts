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
export { classifyFieldErrors, fieldMessages, useFieldMessages } from './lib/field-errors';
export type { ServerFieldErrors } from './lib/field-errors';
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
export {
  PROVIDER_PAGE_NAMESPACES,
  ProviderCourses,
  ProviderPage,
  ProviderView,
  SidePanel,
  sanitizeHtml,
} from './provider-page';
export type { ProviderData, ProviderViewProps, SidePanelProps } from './provider-page';
export { ContactButton, ContactForm, sendContactMessage } from './contact';
export type { ContactButtonProps, ContactFormProps, SendOutcome } from './contact';
export { RatingsPanel, ratingsListingHref, useRatings } from './ratings';
export type { RatingsLoad, RatingsPanelProps } from './ratings';
export { Recommendations, useRecommendations } from './recommendations';
export type { RecommendationsOf } from './recommendations';
export {
  OffersList,
  useProviderCourses,
  ViewModeToggle,
  coursePath,
  coursesPath,
  useCourseExcerptLength,
} from './courses';
export type { CoursesLoad, OffersListProps } from './courses';
export {
  EventItem,
  EventOffers,
  EventsList,
  EventTypeInfo,
  PasswordGate,
  contractHref,
  eventHref,
  routePath,
} from './events';
export type {
  EventCourse,
  EventItemProps,
  EventOffersProps,
  EventPlace,
  EventsListProps,
  PasswordGateProps,
  PathQuery,
} from './events';
export { WaitingListFields, WaitingListForm, applyToWaitingList } from './waiting-list';
export type {
  WaitingListApplication,
  WaitingListFieldsProps,
  WaitingListFormProps,
} from './waiting-list';
export {
  AddressComboBox,
  apiGeocoder,
  photonGeocoder,
  photonPlace,
  useAddressSuggestions,
} from './geo';
export type {
  AddressComboBoxProps,
  Geocoder,
  GeoLookupOptions,
  PhotonGeocoderOptions,
} from './geo';
