export { RatingsPanel, ratingsListingHref } from './RatingsPanel';
export type { RatingsPanelProps } from './RatingsPanel';
export { useRatings } from './use-ratings';
export type { RatingsLoad } from './use-ratings';
