export { ProviderPreviewPage, namespaces } from './ProviderPreviewPage';
export type { ProviderPreviewPageProps } from './ProviderPreviewPage';
