import type { LazyNamespace } from '@kurse/i18n';

export { PrivacyPolicyPage, TermsPage } from './ProviderTextPages';
export type { ProviderTextPageProps } from './ProviderTextPages';

/** The catalogue namespaces the pages read beyond the core: their titles and missing-text notes. */
export const namespaces = ['provider'] as const satisfies readonly LazyNamespace[];
