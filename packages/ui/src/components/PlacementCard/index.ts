export { PlacementCard } from './PlacementCard';
export type { PlacementCardPlacement, PlacementCardProps } from './PlacementCard';
