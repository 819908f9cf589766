import type { RouteModule } from '../../core';
import { LandingPage } from '.';

/** The route of `landing`: the site's name and description for search results and previews. */
export const landingRoute = {
  namespaces: [],
  Page: LandingPage,
  head: (_loaded, LL) => ({ title: LL.common.brand(), description: LL.common.siteDescription() }),
} satisfies RouteModule;
