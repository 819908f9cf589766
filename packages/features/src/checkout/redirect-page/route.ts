import type { RouteModule } from '../../core';
import { CheckoutRedirectPage, namespaces } from '.';

/** The route of `checkout-redirect`. */
export const checkoutRedirectRoute = {
  namespaces,
  Page: CheckoutRedirectPage,
} satisfies RouteModule;
