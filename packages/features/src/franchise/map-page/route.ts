import type { RouteModule } from '../../core';
import { FranchiseMapPage, namespaces } from '.';

/** The route of `franchise-map`. */
export const franchiseMapRoute = { namespaces, Page: FranchiseMapPage } satisfies RouteModule;
