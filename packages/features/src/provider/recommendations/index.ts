export { Recommendations } from './Recommendations';
export { useRecommendations } from './use-recommendations';
export type { RecommendationsOf } from './use-recommendations';
