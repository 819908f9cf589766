import type { RouteModule } from '../../core';
import { MapSearchPage, namespaces } from '.';

/** The route of `search-map`. */
export const searchMapRoute = { namespaces, Page: MapSearchPage } satisfies RouteModule;
