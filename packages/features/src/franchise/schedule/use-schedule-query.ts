import { berlinToday, initialSchedule, validLatLng } from '@kurse/domain';
import type { IsoDate, ScheduleView } from '@kurse/domain';
import { useCallback } from 'react';
import { useAddressQuery, useHydrated, useServices } from '../../core';

/** A chosen address the schedule is filtered by. */
export interface SchedulePlace {
  address: string;
  lat: number;
  lng: number;
}

/** What the schedule's address holds: the date, the view and the location filter. */
export interface ScheduleQuery {
  date: IsoDate;
  view: ScheduleView;
  place: SchedulePlace | null;
}

/**
 * The width a page is laid out for where there is no window (a server): a wide one, so a schedule
 * whose address names no view opens on the week.
 */
export const WIDTH_WITHOUT_WINDOW = Number.POSITIVE_INFINITY;

/**
 * The schedule's date, view and place of a query string (`today` and the window `width` decide
 * what the query leaves out, domain `initialSchedule`).
 */
export function readQuery(search: string, today: string, width: number): ScheduleQuery {
  const query = new URLSearchParams(search);
  const at = validLatLng(query.get('lat'), query.get('lng'));
  const address = query.get('address') ?? '';
  return {
    ...initialSchedule({ date: query.get('date'), view: query.get('view') }, today, width),
    place: at ? { address, lat: at.lat, lng: at.lng } : null,
  };
}

/** The address's query with the schedule's date, view and place set; other parameters are kept. */
function writeQuery({ date, view, place }: ScheduleQuery, current: string): string {
  const query = new URLSearchParams(current);
  query.set('date', date);
  query.set('view', view);
  for (const key of ['address', 'lat', 'lng']) query.delete(key);
  if (place) {
    query.set('address', place.address);
    query.set('lat', String(place.lat));
    query.set('lng', String(place.lng));
  }
  return `?${query}`;
}

/**
 * The schedule's date, view and location, read from the query (`date`, `view`, `address`, `lat`,
 * `lng`; default today in Europe/Berlin from the services clock, week or day by the window width)
 * and written back when it changes, so the view survives a reload (opening the schedule leaves the
 * address as it is: a shared link without a date stays on today). `search` replaces the address's query and is
 * never written (stories). Spec: discovery §2 Franchise schedule.
 */
export function useScheduleQuery(
  search?: string,
): [ScheduleQuery, (change: Partial<ScheduleQuery>) => void] {
  const { now } = useServices();
  // A server knows no window: it lays the schedule out as for a wide one, and so does the client
  // while it takes that page over; then the window's width decides (`useAddressQuery` reads again).
  const hydrated = useHydrated();
  const read = useCallback(
    (s: string) =>
      readQuery(s, berlinToday(now()), hydrated ? window.innerWidth : WIDTH_WITHOUT_WINDOW),
    [now, hydrated],
  );
  const [query, setQuery] = useAddressQuery(read, { search, write: writeQuery });
  const update = useCallback(
    (change: Partial<ScheduleQuery>) => setQuery((current) => ({ ...current, ...change })),
    [setQuery],
  );
  return [query, update];
}
