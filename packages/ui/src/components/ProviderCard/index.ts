export { ProviderCard } from './ProviderCard';
export type { ProviderCardProps, ProviderCardProvider } from './ProviderCard';
