export { LocationCard } from './LocationCard';
export type { LocationCardProps, LocationCardProvider } from './LocationCard';
