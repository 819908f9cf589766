import type { RouteModule } from '../../core';
import { franchiseHead, loadFranchise } from '../view';
import { FranchiseMapPage, namespaces } from '.';

/** The route of `franchise-map`: the franchise and its providers, "Karte – {name}". */
export const franchiseMapRoute = {
  namespaces,
  load: loadFranchise,
  head: (loaded, LL) =>
    franchiseHead(loaded, LL, (name) => `${LL.franchise.map.title()} – ${name}`),
  Page: FranchiseMapPage,
} satisfies RouteModule;
