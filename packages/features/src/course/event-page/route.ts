import type { RouteModule } from '../../core';
import { EventBookingPage, namespaces } from '.';

/** The route of `event`. */
export const eventRoute = { namespaces, Page: EventBookingPage } satisfies RouteModule;
