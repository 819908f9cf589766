export { ProviderHeader } from './ProviderHeader';
export type { ProviderHeaderProps, ProviderHeaderProvider } from './ProviderHeader';
