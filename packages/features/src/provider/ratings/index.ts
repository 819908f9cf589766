export { RatingsPanel } from './RatingsPanel';
export { ratingsListingHref } from './ratings-listing-href';
export type { RatingsPanelProps } from './RatingsPanel';
export { useRatings } from './use-ratings';
export type { RatingsLoad } from './use-ratings';
