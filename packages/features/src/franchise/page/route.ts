import type { RouteModule } from '../../core';
import { franchiseHead, loadFranchise } from '../view';
import { FranchisePage, namespaces } from '.';

/** The route of `franchise`: the franchise and its providers, titled with its name. */
export const franchiseRoute = {
  namespaces,
  load: loadFranchise,
  head: (loaded, LL, site) => franchiseHead(loaded, LL, (name) => name, site),
  Page: FranchisePage,
} satisfies RouteModule;
