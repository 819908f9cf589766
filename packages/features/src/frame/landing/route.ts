import type { RouteModule } from '../../core';
import { LandingPage } from '.';

/** The route of `landing`. */
export const landingRoute = { namespaces: [], Page: LandingPage } satisfies RouteModule;
