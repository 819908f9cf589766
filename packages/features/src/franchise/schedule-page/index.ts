import type { LazyNamespace } from '@kurse/i18n';

export { FranchiseSchedulePage } from './FranchiseSchedulePage';
export type { FranchiseSchedulePageProps } from './FranchiseSchedulePage';

/** The catalogue namespaces the page reads beyond the core (schedule texts, card hints). */
export const namespaces = ['franchise', 'states'] as const satisfies readonly LazyNamespace[];
