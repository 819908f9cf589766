import type { RouteModule } from '../../core';
import { FranchiseSchedulePage, namespaces } from '.';

/** The route of `franchise-schedule`. */
export const franchiseScheduleRoute = {
  namespaces,
  Page: FranchiseSchedulePage,
} satisfies RouteModule;
