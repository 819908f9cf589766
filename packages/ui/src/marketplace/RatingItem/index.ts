export { RatingItem } from './RatingItem';
export type { RatingItemProps, RatingItemRating } from './RatingItem';
