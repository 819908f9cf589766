export { ProviderHomePage, namespaces } from './ProviderHomePage';
export type { ProviderHomePageProps } from './ProviderHomePage';
