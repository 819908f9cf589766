import type { LazyNamespace } from '@kurse/i18n';

export { ContractCancelPage, ContractSuccessPage } from './ContractResultPages';
export type { ContractResultPageProps } from './ContractResultPages';

/** The catalogue namespaces of the contract success and failure pages. */
export const namespaces = ['contracts'] as const satisfies readonly LazyNamespace[];
