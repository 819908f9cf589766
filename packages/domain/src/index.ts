/**
 * @kurse/domain — every business rule of the Kurse specification as pure functions.
 * See README.md for the list of exports and the spec section each implements.
 */
export { cents, euro, km, isIsoDate, isoDate, isoDateTime } from './units';
export type { Brand, Cents, Euro, Km, IsoDate, IsoDateTime, Millis } from './units';
export {
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_MAX,
  SERVICE_FEE_VAT_RATE,
  roundHalfUp,
  centsToEuro,
  euroToCents,
  formatPrice,
  isFreeBooking,
  serviceFee,
  voucherDiscount,
  voucherTerms,
  contractTotal,
  maxPriceFilter,
} from './money';
export type { VoucherTerms } from './money';
export { bookingSummary, contractSummary } from './booking-summary';
export {
  answerOf,
  chooseOptions,
  emptyAnswer,
  isAnswerable,
  isBookableOption,
  itemCharges,
  itemFieldName,
  itemSummaryLines,
  itemValues,
  validateItems,
  wholeQuantity,
} from './booking-items';
export type {
  ItemAnswer,
  ItemAnswers,
  ItemOption,
  ItemQuestion,
  ItemSummaryLine,
  ItemType,
  ItemValue,
} from './booking-items';
export type {
  BookingSummaryInput,
  BookingSummary,
  ContractSummaryProduct,
} from './booking-summary';
export { checkoutOrder, checkoutTitle, summaryItemName } from './checkout-order';
export type {
  CheckoutOrder,
  CheckoutOrderBooking,
  CheckoutOrderItem,
  CheckoutTitle,
} from './checkout-order';
export { calendarIcs, eventCalendarDates, escapeIcsText, foldIcsLine } from './calendar';
export type { CalendarDate, CalendarInput } from './calendar';
export {
  DEFAULT_MAX_PARTICIPANTS,
  SINGLE_PARTICIPANT_PRICE_THRESHOLD,
  MIN_PRICE_BASED_PARTICIPANTS,
  MIN_PARTICIPANTS,
  TOP_UP_OPTION_TYPE,
  priceBasedMaxParticipants,
  maxParticipants,
  isTopUpOption,
  participantStep,
  canAddParticipants,
  addParticipantBlock,
  canRemoveParticipant,
  removeParticipant,
  needsParticipantHint,
  billableParticipants,
} from './participants';
export type { ParticipantOption } from './participants';
export {
  PLACES_LEFT_HINT_MAX,
  PLACES_LEFT_HINT_SHARE,
  isBookedOut,
  showPlacesLeft,
  isProtectionActive,
  eventAvailability,
  courseBookingPath,
  waitingListState,
  lowerParticipantsLeft,
} from './availability';
export type { AvailabilityState, AvailabilityInput, WaitingListState } from './availability';
export {
  VALIDITY_PERIODS,
  validityPeriod,
  isOnDemandAccessValid,
  onDemandItems,
  onDemandValidUntil,
  shownValidUntil,
} from './on-demand';
export type { ValidityPeriod, OnDemandAccess, OnDemandItem } from './on-demand';
export { AGE_YEARS_ABOVE_MONTHS, ageDisplay, ageRangeDisplay } from './age';
export type { AgeDisplay } from './age';
export {
  validLatLng,
  EARTH_RADIUS_KM,
  haversineKm,
  formatDistanceKm,
  DISTANCE_BADGE_MAX_KM,
  distanceBadge,
  boundsAround,
  boundsOf,
} from './geo';
export type { LatLng, LngLatBounds } from './geo';
export {
  MAP_DEFAULT_CENTER,
  MAP_SEARCH_DEFAULT_ZOOM,
  MAP_SEARCH_ZOOM,
  FRANCHISE_MAP_ZOOM,
  FRANCHISE_PROVIDER_MAP_CENTER,
  SINGLE_PROVIDER_ZOOM,
  ADDRESS_MAP_LINK_ZOOM,
  NAMES_EXPAND_ZOOM,
  CLUSTER_RADIUS,
  FIT_PADDING,
  ADDRESS_SEARCH_BIAS,
  GEOLOCATION_TIMEOUT_MS,
  MAP_CLICK_DEBOUNCE_MS,
  CLUSTER_HOVER_MAX_NAMES,
  LOCATION_CARD_MAX_CATEGORIES,
  SEARCH_AGAIN_MIN_INTERVAL_MS,
  SEARCH_AGAIN_RADIUS_FACTOR,
  SEARCH_AGAIN_ZOOM_DELTA,
  geolocationTimeout,
  radiusForZoom,
  shouldSearchAgain,
  HIGHLIGHTED_MARKER_FACTOR,
  markerSize,
  namesExpanded,
  clampZoom,
  fitMinZoom,
  clusterHoverNames,
  locationCardCategories,
} from './map';
export type { LastMapSearch } from './map';
export {
  AGE_GROUPS,
  LOCATION_TYPES,
  CATEGORY_SPACES,
  DEFAULT_SEARCH_RADIUS_KM,
  defaultSearchFilters,
  restoreSearchFilters,
  isValidSearchFilters,
  ASSISTANT_DEFAULTS,
  applyAssistantAnswer,
} from './search-filters';
export type {
  AgeGroup,
  LocationType,
  CategorySpace,
  SearchFilters,
  AssistantAnswer,
} from './search-filters';
export {
  SEARCH_PAGE_SIZE,
  LIST_VIEW_MIN_WIDTH,
  PUSHED_COURSE_RELEVANCE,
  HIGHLIGHTED_PROVIDER_RELEVANCE,
  isPushedCourse,
  isHighlightedProvider,
  showsListViewToggle,
  courseSearchWindow,
  showsResetFilters,
  parseSearchParams,
  toSearchQuery,
} from './search';
export type { SearchParams, QuerySource, SearchQuery } from './search';
export {
  SCHEDULE_HOURS,
  SCHEDULE_FETCH_DAYS,
  SCHEDULE_WEEK_MIN_WIDTH,
  addIsoDays,
  scheduleRange,
  shiftSchedule,
  canGoPrevious,
  toggleScheduleView,
  defaultScheduleView,
  initialSchedule,
  scheduleEndDate,
  showsScheduleCategorySelect,
} from './schedule';
export {
  berlinClock,
  berlinDate,
  berlinIcsLocal,
  berlinMinutes,
  berlinTimeOn,
  berlinToday,
} from './berlin-time';
export type { BerlinClock } from './berlin-time';
export type { ScheduleView } from './schedule';
export {
  SCHEDULE_CARD_NAME_MAX,
  SCHEDULE_FEW_LEFT_BELOW,
  isScheduleCardVisible,
  scheduleCardHints,
  isScheduleCardDimmed,
  scheduleCard,
} from './schedule-card';
export type { ScheduleEvent, ScheduleCardHint, ScheduleCard } from './schedule-card';
export {
  scheduleHourRows,
  scheduleOccurrences,
  firstScheduleDay,
  SCHEDULE_LOOKAHEAD_DAYS,
} from './schedule-occurrences';
export type { PlaceableEvent, ScheduleOccurrence } from './schedule-occurrences';
export {
  CARD_CATEGORY_CHIPS,
  COURSE_PAGE_CATEGORY_CHIPS_WITH_FRANCHISE,
  maxCategoryChips,
  visibleCategoryChips,
  groupCourses,
  filterByCategory,
  eventTypeInfo,
  courseTown,
} from './courses';
export type { CourseGroup, EventTypeInfo, EventInfoSource, CourseTownSource } from './courses';
export {
  FRANCHISE_MAP_MIN_LATITUDES,
  franchiseMapLocations,
  showsFranchiseProviderMap,
  franchiseColor,
  franchiseMapView,
  franchiseProviderLogo,
} from './franchise';
export type { MaybeCoordinates, FranchiseProvider, FranchiseMapLocation } from './franchise';
export {
  SINCE_RECENTLY_MAX_DAYS,
  sinceBadge,
  mapsLinkTarget,
  mapsLinkUrl,
  providerMenuEntries,
  footerLinks,
  providerLayout,
  providerBackground,
  providerMatchesSlug,
  rememberVisit,
} from './provider';
export type {
  SinceBadge,
  ProviderMenuEntry,
  FooterLink,
  ProviderTemplate,
  ProviderVisit,
  MapsPlace,
} from './provider';
export {
  CURRENT_BOOKING_MAX_AGE_MS,
  RESTORABLE_BOOKING_STATUSES,
  restoreCurrentBooking,
  bookingStatusTone,
  bookingDate,
  bookingCostsDisplay,
  isOngoingBooking,
  isPaymentProcessing,
  bookingErrorFields,
  ONGOING_BOOKING_STATUSES,
  checkoutView,
  isBookingConfirmed,
  checkoutCancelAction,
  sortByCreatedAt,
  sortBookings,
  initialPriceOption,
  isSignupForced,
} from './booking';
export type { BookingStatus, BookingErrorField } from './booking';
export {
  PAYMENT_POLLING,
  SEPA_FAILED_DEBIT_FEE_CENTS,
  SEPA_REFUND_WINDOW_WEEKS,
  PAYMENT_METHODS,
  redirectDecision,
  redirectFailureKey,
  paypalOrderErrorKey,
  leavesPayPal,
  nextPollStep,
  isSavedPaymentMethodValid,
  defaultPaymentMethod,
  needsPayment,
  requiresMandateConsent,
  paymentKind,
  offeredPaymentMethods,
} from './payment';
export type {
  PaymentMethod,
  RedirectFailureKey,
  RedirectDecision,
  PollStep,
  PayPalOrderErrorKey,
} from './payment';
export { cardDigits, cvcValid, expiryPassed, luhnValid, parseExpiry } from './card-rules';
export type { CardExpiry } from './card-rules';
export { compactIban, ibanLast4, ibanValid } from './iban';
export {
  CONTRACT_CANCELLATION_ENABLED,
  DESCRIPTION_READ_MORE_THRESHOLD,
  contractStatusDisplay,
  contractBadge,
  sortContracts,
  contractDateLine,
  chooseContractEvent,
  showsInvoiceAnchor,
  showsOtherEvents,
  showsTotalCost,
  needsReadMore,
  contractCloseTarget,
  productTotalCost,
  contractEventNames,
} from './contracts';
export type {
  ContractStatus,
  ContractStatusKey,
  ContractBadge,
  ContractDates,
  ContractCloseTarget,
} from './contracts';
export {
  VIDEO_LOOKUP_PARAMS,
  ROOM_DROPDOWN_MAX_HEIGHT_PX,
  selectRoomPage,
  roomPageQuery,
  roomNavigation,
  roomPageState,
  roomLoadOutcome,
  videoLookupError,
  embedKind,
} from './room';
export type { RoomPageSelection, RoomNavigation, RoomPageState, RoomLoadOutcome } from './room';
export {
  TEXT_LIMITS,
  WAITING_LIST_PARTICIPANT_COUNT,
  EXCERPT_WIDE_ABOVE,
  ELLIPSIS,
  truncate,
  courseExcerptLength,
  providerExcerptLength,
  eventDescriptionLength,
  normalizeWebsite,
  splitFullName,
  normalizeVoucherCode,
} from './text';
export {
  LOCALES,
  DEFAULT_LOCALE,
  TIME_ZONE,
  COPYRIGHT_START_YEAR,
  isLocale,
  preferredLocale,
  shouldWarnTimeZone,
  copyrightYears,
  readingTime,
} from './locale';
export type { Locale, ReadingTime } from './locale';
export {
  SUPPORTED_COUNTRIES,
  DEFAULT_COUNTRY,
  ADDRESS_SEARCH_COUNTRIES,
  isSupportedCountry,
  isAddressSearchCountry,
} from './countries';
export type { AddressSearchCountry, CountryCode } from './countries';
export {
  TRACKING_KINDS,
  TRACKING_SUPPRESSION_MS,
  shouldTrack,
  trackingKey,
  recordTracking,
  isAnalyticsOptedOut,
} from './tracking';
export type { TrackingKind, TrackingLog } from './tracking';
export {
  BREAKPOINTS,
  PHONE_MAX_WIDTH,
  TABLET_WIDTH,
  isPhone,
  isBelowTablet,
  isDesktop,
  SUMMARY_EXPAND_WIDTH,
  isSummaryExpanded,
  GALLERY,
  RATINGS_PANEL_MAX_HEIGHT,
  ratingsPanelMaxHeight,
  CACHE_FRESHNESS_SECONDS,
  isCacheFresh,
} from './layout';
export {
  EMAIL_PATTERN,
  isEmail,
  isFilled,
  required,
  email,
  maxLength,
  minLength,
  integerRange,
  supportedCountry,
  validateFields,
  hasErrors,
  firstError,
} from './validation-rules';
export type { ValidationError, FieldErrors, Rule, Schema } from './validation-rules';
export {
  REQUIRED_FIELDS,
  isRequiredField,
  validateContactForm,
  validateWaitingListForm,
  canSubmitWaitingList,
  validateLeadForm,
  validatePaymentHolder,
  validateParticipantName,
  validateParticipants,
  validateVoucherCode,
  validateAssistantText,
  isAssistantSubmitKey,
} from './validation-forms';
export type {
  FieldValue,
  ContactField,
  WaitingListField,
  WaitingListContext,
  LeadField,
  PaymentHolderField,
  ParticipantErrors,
} from './validation-forms';
export {
  PASSWORD_MIN_LENGTH,
  EVENT_PASSWORD_MIN_LENGTH,
  validateCustomerForm,
  validateAccountForm,
  validateSignupForm,
  validateLoginForm,
  validateResetPasswordForm,
  validateResendConfirmationForm,
  validateEditPasswordForm,
  validatePassword,
  validateEventPassword,
} from './validation-account';
export type {
  CustomerField,
  CustomerContext,
  AccountField,
  SignupField,
} from './validation-account';
export {
  PROFILE_PHONE_MAX_WIDTH,
  initialProfileTab,
  profileTabOfRoute,
  bookingEventHint,
} from './profile-view';
export type { BookingEventHint } from './profile-view';
export {
  ROUTE_PATTERNS,
  RESERVED_SLUGS,
  matchRoute,
  parseRouteId,
  frameRules,
  PROFILE_TABS,
  profileTabPath,
  profileTabOf,
} from './routes';
export type { RouteKind, RouteMatch, FrameRules, ProfileTab } from './routes';
export { API_PATH_PREFIX, isSameSitePath, safeReturnAddress } from './return-address';
export { BLOG_SIDE_LIST_COUNT, blogLayout, postNavigation } from './blog';
export type { BlogLayout, PostNavigation } from './blog';
export { serverFieldError, serverFieldErrors } from './server-field-errors';
export type { ServerFieldError } from './server-field-errors';
export { isSessionExpired } from './session';
export {
  CRAWL_DISALLOW,
  META_DESCRIPTION_MAX,
  SITEMAP_MAX_URLS,
  isIndexed,
  metaDescription,
  pathOfRoute,
  previewImage,
} from './indexing';
export {
  attendanceMode,
  breadcrumbs,
  courseStructuredData,
  jsonLdScriptText,
  offerAvailability,
  organizationStructuredData,
  postStructuredData,
  postalAddress,
  schemaPrice,
} from './structured-data';
export type {
  AddressSource,
  CourseInstanceSource,
  CourseSource,
  JsonLd,
  OfferAvailabilitySource,
  OrganizationSource,
  PostSource,
} from './structured-data';
