/**
 * What the map search's handler and the dense scenario both answer with: the page size and the
 * box around the locations (discovery §2 Map search, §7). Here, below handlers and scenarios, so
 * a scenario never imports a handler (which imports the scenario registry through `route`).
 */
import { boundsOf } from '@kurse/domain';
import type { Schemas } from '../db/types';

/** Locations per page of the map search. */
export const LOCATION_PAGE_SIZE = 50;

/** The box around locations (null for none): `meta.bounds` of the map search. */
export function locationBounds(
  locations: readonly Schemas['SearchLocationResult'][],
): Schemas['LocationSearchMeta']['bounds'] {
  return boundsOf(locations);
}
