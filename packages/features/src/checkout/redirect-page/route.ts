import type { RouteModule } from '../../core';
import { CheckoutRedirectPage, namespaces } from '.';

/**
 * The route of `checkout-redirect`: like the checkout, the booking is read in the client (with
 * the session or the device fingerprint), so `load` reads nothing. Spec: transactions §2 Checkout.
 */
export const checkoutRedirectRoute = {
  namespaces,
  load: () => Promise.resolve({ status: 200 as const }),
  head: (_loaded, LL) => ({ title: LL.booking.checkout.title() }),
  Page: CheckoutRedirectPage,
} satisfies RouteModule;
