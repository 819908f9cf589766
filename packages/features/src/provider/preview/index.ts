export { ProviderPreviewPage } from './ProviderPreviewPage';
/** The catalogue namespaces the preview reads beyond the core (those of the provider page). */
export { PROVIDER_PAGE_NAMESPACES as namespaces } from '../home';
export type { ProviderPreviewPageProps } from './ProviderPreviewPage';
