import type { RouteModule } from '../../core';
import { CheckoutPage, namespaces } from '.';

/**
 * The route of `checkout`: the booking is the customer's (read with the session or the device
 * fingerprint, which only the client has), so `load` reads nothing and the client renders it; the
 * document is named as while the booking loads. Spec: transactions §2 Checkout.
 */
export const checkoutRoute = {
  namespaces,
  load: () => Promise.resolve({ status: 200 as const }),
  head: (_loaded, LL) => ({ title: LL.booking.checkout.title() }),
  Page: CheckoutPage,
} satisfies RouteModule;
