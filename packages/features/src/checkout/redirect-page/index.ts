import type { LazyNamespace } from '@kurse/i18n';

export { CheckoutRedirectPage } from './CheckoutRedirectPage';
export type { CheckoutRedirectPageProps } from './CheckoutRedirectPage';

/** The catalogue namespaces the redirect return reads beyond the core (states: the pending badge). */
export const namespaces = ['booking', 'states'] as const satisfies readonly LazyNamespace[];
