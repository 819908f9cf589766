import type { RouteModule } from '../../core';
import { loadFranchiseSchedule, scheduleHead } from '../schedule/schedule-reads';
import { FranchiseSchedulePage, namespaces } from '.';

/** The route of `franchise-schedule`: the franchise and the week or day the address names. */
export const franchiseScheduleRoute = {
  namespaces,
  load: loadFranchiseSchedule,
  head: scheduleHead,
  Page: FranchiseSchedulePage,
} satisfies RouteModule;
