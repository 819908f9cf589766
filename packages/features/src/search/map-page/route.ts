import { statusOfSearch, type RouteModule } from '../../core';
import { locationTarget, locationsRead } from '../map/location-reads';
import { readMapQuery } from '../map/map-query';
import { MapSearchPage, namespaces } from '.';

/**
 * The route of `search-map`: the locations around the address's centre at its zoom (no online
 * offers at first), when the address names a centre; without one the page shows its intro and
 * reads nothing; 503 when the API failed. Spec: discovery §2 Map search, §4 Map search.
 */
export const searchMapRoute = {
  namespaces,
  Page: MapSearchPage,
  load: async ({ query, read }) => {
    const { at, zoom, term } = readMapQuery(`?${query.toString()}`);
    if (!at) return { status: 200 };
    const target = locationTarget({ center: at, zoom }, { term, online: false });
    return { status: statusOfSearch(await read(locationsRead(target))) };
  },
  head: (_, LL) => ({ title: LL.search.map.title() }),
} satisfies RouteModule;
