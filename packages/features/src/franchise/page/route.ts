import type { RouteModule } from '../../core';
import { FranchisePage, namespaces } from '.';

/** The route of `franchise`. */
export const franchiseRoute = { namespaces, Page: FranchisePage } satisfies RouteModule;
