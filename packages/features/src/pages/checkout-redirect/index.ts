import type { LazyNamespace } from '@kurse/i18n';

export { CheckoutRedirectPage } from './CheckoutRedirectPage';
export type { CheckoutRedirectPageProps } from './CheckoutRedirectPage';

/** The catalogue namespaces the redirect return reads beyond the core. */
export const namespaces = ['booking'] as const satisfies readonly LazyNamespace[];
