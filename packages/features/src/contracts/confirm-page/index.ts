import type { LazyNamespace } from '@kurse/i18n';

export { ContractConfirmPage } from './ContractConfirmPage';
export type { ContractConfirmPageProps } from './ContractConfirmPage';

/**
 * The catalogue namespaces of the new-contract page: contracts, the booking form's texts
 * (sections, items, consent, summary), the password gate and event dates (course, states), the
 * login texts (account) and the country names of the billing address.
 */
export const namespaces = [
  'contracts',
  'booking',
  'course',
  'states',
  'account',
] as const satisfies readonly LazyNamespace[];
