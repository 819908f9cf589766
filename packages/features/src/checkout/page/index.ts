import type { LazyNamespace } from '@kurse/i18n';

export { CheckoutPage } from './CheckoutPage';
export type { CheckoutPageProps } from './CheckoutPage';

/**
 * The catalogue namespaces the checkout reads beyond the core (states: the pending badge; course:
 * the event's dates in the order).
 */
export const namespaces = [
  'booking',
  'states',
  'course',
] as const satisfies readonly LazyNamespace[];
