export { ProviderHomePage } from './ProviderHomePage';
/** The catalogue namespaces the provider page reads beyond the core. */
export { PROVIDER_PAGE_NAMESPACES as namespaces } from '../home';
export type { ProviderHomePageProps } from './ProviderHomePage';
