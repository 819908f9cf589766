/** The core slice's door: everything other slices and the app use of it. */
export { ServicesProvider } from './app/context';
export { useNavigate, useServices } from './app/use-services';
export type { ServicesProviderProps } from './app/context';
export { FINGERPRINT_STORAGE_KEY, createServices } from './app/services';
export type { Adapters, Services, ServicesOptions } from './app/services';
export { siteLinks } from './app/site-links';
export type { SiteLinks } from './app/site-links';
export type { GeoLookupOptions, Geocoder } from '@kurse/adapters/geocoder';
export { EnterSubmits } from './lib/EnterSubmits';
export { FailedAlertText } from './lib/FailedAlertText';
export { checkAnswer, checked } from './lib/answer';
export { classifyFieldErrors, fieldMessages, useFieldMessages } from './lib/field-errors';
export type { ServerFieldErrors } from './lib/field-errors';
export { FocusOnMount } from './lib/focus-on-mount';
export { focusIfLost } from './lib/focus';
export { htmlToText } from './lib/html-text';
export { focusFirstError, useFormFields } from './lib/form-fields';
export {
  bookingListShape,
  contractListShape,
  contractShape,
  courseListShape,
  courseShape,
  franchiseProvidersShape,
  franchiseShape,
  postListShape,
  postShape,
  productShape,
  roomShape,
  scheduleShape,
  searchPageShape,
} from './lib/shapes/answers';
export { bookingShape } from './lib/shapes/booking';
export {
  applicationsShape,
  assistantAnswerShape,
  locationSearchShape,
  newContractShape,
  previewProviderShape,
  privacyPolicyShape,
  ratingsShape,
  recommendationsShape,
  termsShape,
  voucherShape,
} from './lib/shapes/parts';
export { providerShape } from './lib/shapes/provider';
export { useAddressQuery, useAddressSearch } from './lib/use-address-query';
export { useHydrated } from './lib/use-hydrated';
export { documentTitle, useDocumentTitle } from './platform/document-title';
export type { ErrorReports } from '@kurse/adapters/errors';
export { errorMessage, installErrorReporting, reportError } from './platform/error-reporting';
export { unregisterServiceWorkers } from './platform/service-worker';
export { createViewTracker } from './platform/tracking';
export type { ViewTrackerOptions } from './platform/tracking';
export { clearSession, loadApplications, restoreSession } from './session/actions';
export { login, logout, signup } from './session/sign-in';
export type { SessionDeps } from './session/actions';
export { endExpiredSession } from './session/expiry';
export {
  loginLockedText,
  tooManyRequestsOf,
  tooManyRequestsText,
} from './session/too-many-requests';
export type { TooManyRequests } from './session/too-many-requests';
export { postLoginForm } from './session/form-post';
export type { LoginFormPost } from './session/form-post';
export * from './state';
export { useStore, useStores } from './state';
export type { Stores } from './state/stores';
export { pageVideoLink } from './video/video-link';
export type { VideoLookup, VideoLookupMode, VideoLookupResult } from '@kurse/adapters/video';
export * from './loader';
export { randomKey, submitKeys } from './lib/submit-keys';
export type { SubmitKeys } from './lib/submit-keys';
