import type { LazyNamespace } from '@kurse/i18n';

export { FranchisePage } from './FranchisePage';
export type { FranchisePageProps } from './FranchisePage';

/** The catalogue namespaces the page reads beyond the core (its texts, the side panel's). */
export const namespaces = ['franchise', 'provider'] as const satisfies readonly LazyNamespace[];
