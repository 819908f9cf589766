/** The provider slice's door: everything other slices and the app use of it. */
export { ContactButton, ContactForm, sendContactMessage } from './contact';
export type { ContactButtonProps, ContactFormProps, SendOutcome } from './contact';
export { ProviderHomePage } from './home-page';
export { addressLine } from './home/address-line';
export {
  AddressBlock,
  BreakableEmail,
  ContactPersons,
  PROVIDER_PAGE_NAMESPACES,
  PanelAddresses,
  PanelLinks,
  ProviderCourses,
  ProviderDescription,
  ProviderPage,
  ProviderView,
  SidePanel,
  sanitizeHtml,
  telHref,
} from './home';
export type { PanelLink, ProviderViewProps, SidePanelProps } from './home';
export { setHtmlWindow } from './home/sanitize-html';
export type { ProviderData } from './home/types';
export { FranchiseProvidersMap } from './maps/FranchiseProvidersMap';
export { PlaceMap } from './maps/PlaceMap';
export { locationKey, parseProviderMarkerId, providerMarkerId } from './maps/provider-marker';
export { LoadFailedAlert } from './offers/LoadFailedAlert';
export { ViewModeToggle } from './offers/ViewModeToggle';
export { coursePath, coursesPath } from './offers/course-path';
export { OffersList, useProviderCourses } from './offers';
export type { CoursesLoad, OffersListProps } from './offers';
export { RatingsPanel, ratingsListingHref, useRatings } from './ratings';
export type { RatingsLoad, RatingsPanelProps } from './ratings';
export { Recommendations, useRecommendations } from './recommendations';
export type { RecommendationsOf } from './recommendations';
export { ProviderScope, VISITS_KEPT, providerRead, seedProvider, useProviderLoad } from './scope';
export type { ProviderLoad, ProviderScopeProps } from './scope';
export { SUBPAGE_CARD } from './text/ProviderSubpage';
export { RichText } from './text/RichText';
export { ProviderSubpage } from './text';
export { providerRoute } from './home-page/route';
export { coursesRoute } from './offers-page/route';
export { previewRoute } from './preview/route';
export { termsRoute, privacyPolicyRoute } from './text-page/route';
