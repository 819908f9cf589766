/**
 * @kurse/features — connected components: @kurse/ui wired to the API client and the stores.
 */
export {
  createStores,
  currentBookingSlot,
  fingerprintSchema,
  fingerprintStore,
  interfaceSlot,
  providerSlot,
  readSlot,
  searchSlot,
  sessionSlot,
  sessionTokenStore,
  StoresProvider,
  trackingSlot,
  useStore,
  useStores,
  visitsSlot,
  waitingListSlot,
  writeSlot,
} from './core';
export type {
  BookingState,
  InterfaceState,
  PersistStorage,
  ProviderState,
  RequestStatus,
  SearchState,
  SessionState,
  Slot,
  Stores,
  StoresOptions,
  StoresProviderProps,
  VisitsState,
  WaitingListState,
} from './core';
export { Reads, documentTitle, readsOf, statusOf, useRead } from './core';
export type {
  Head,
  LoadContext,
  Loaded,
  PageProps,
  Read,
  ReadState,
  ReadsSnapshot,
  RouteModule,
  Site,
} from './core';
export { createServices, FINGERPRINT_STORAGE_KEY } from './core';
export type { Adapters, Services, ServicesOptions } from './core';
export { ServicesProvider, useHydrated, useNavigate, useServices } from './core';
export type { ServicesProviderProps } from './core';
export { clearSession, loadApplications, login, logout, restoreSession, signup } from './core';
export type { SessionDeps } from './core';
export { postLoginForm } from './core';
export type { LoginFormPost } from './core';
export type { ErrorReports } from './core';
export { errorMessage, installErrorReporting, reportError } from './core';
export { unregisterServiceWorkers } from './core';
export { createViewTracker } from './core';
export type { ViewTrackerOptions } from './core';
export { classifyFieldErrors, fieldMessages, useFieldMessages } from './core';
export type { ServerFieldErrors } from './core';
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
export { AuthBlock, LoginForm, SignupForm } from './account';
export type { LoginFormProps, SignupFormProps } from './account';
export { ErrorBoundary, ErrorScreen } from './frame';
export type { ErrorBoundaryProps, ErrorScreenProps } from './frame';
export {
  ProviderScope,
  providerRead,
  seedProvider,
  setHtmlWindow,
  useProviderLoad,
  VISITS_KEPT,
} from './provider';
export type { ProviderLoad, ProviderScopeProps } from './provider';
export {
  PROVIDER_PAGE_NAMESPACES,
  ProviderCourses,
  ProviderPage,
  ProviderView,
  SidePanel,
  sanitizeHtml,
} from './provider';
export type { ProviderData, ProviderViewProps, SidePanelProps } from './provider';
export { ContactButton, ContactForm, sendContactMessage } from './provider';
export type { ContactButtonProps, ContactFormProps, SendOutcome } from './provider';
export { RatingsPanel, ratingsListingHref, useRatings } from './provider';
export type { RatingsLoad, RatingsPanelProps } from './provider';
export { Recommendations, useRecommendations } from './provider';
export type { RecommendationsOf } from './provider';
export {
  OffersList,
  useProviderCourses,
  ViewModeToggle,
  coursePath,
  coursesPath,
} from './provider';
export type { CoursesLoad, OffersListProps } from './provider';
export {
  EventItem,
  EventOffers,
  EventsList,
  EventTypeInfo,
  PasswordGate,
  contractHref,
  eventHref,
  routePath,
} from './course';
export type {
  EventCourse,
  EventItemProps,
  EventOffersProps,
  EventPlace,
  EventsListProps,
  PasswordGateProps,
  PathQuery,
} from './course';
export { WaitingListFields, WaitingListForm, applyToWaitingList } from './booking';
export type {
  WaitingListApplication,
  WaitingListFieldsProps,
  WaitingListFormProps,
} from './booking';
export { AddressComboBox, useAddressSuggestions } from './search';
export type { AddressComboBoxProps, Geocoder, GeoLookupOptions } from './search';
