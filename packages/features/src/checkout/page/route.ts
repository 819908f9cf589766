import type { RouteModule } from '../../core';
import { CheckoutPage, namespaces } from '.';

/** The route of `checkout`. */
export const checkoutRoute = { namespaces, Page: CheckoutPage } satisfies RouteModule;
