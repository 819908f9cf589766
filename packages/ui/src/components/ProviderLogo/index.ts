export { ProviderLogo } from './ProviderLogo';
export type { ProviderLogoProps } from './ProviderLogo';
export { providerLogoVariants } from './ProviderLogo.variants';
