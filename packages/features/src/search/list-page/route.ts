import type { RouteModule } from '../../core';
import { SearchPage, namespaces } from '.';

/** The route of `search`. */
export const searchRoute = { namespaces, Page: SearchPage } satisfies RouteModule;
