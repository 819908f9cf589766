/**
 * The reads of the franchise schedule and its route load: the franchise (shared with the
 * franchise page) and the events of a range (`GET /franchises/{id}/schedule` with start,
 * inclusive end and the optional position). Pure: no DOM, no window, no clock of its own.
 * Spec: discovery §2 Franchise schedule, §7, §8 Schedule fetch failure.
 */
import type { ScheduleEvent } from '@kurse/api-client';
import { berlinToday, scheduleRange, type IsoDate } from '@kurse/domain';
import type { TranslationFunctions } from '@kurse/i18n';
import { scheduleShape, statusOf, type LoadContext, type Loaded, type Read } from '../../core';
import { franchiseRead, nameOf } from '../view';
import {
  readQuery,
  WIDTH_WITHOUT_WINDOW,
  type ScheduleQuery,
  type SchedulePlace,
} from './use-schedule-query';

/** The events of the franchise `id` from `range.start` to `range.end` (inclusive), near `place`. */
export function scheduleRead(
  id: string,
  range: { start: string; end: string },
  place: Pick<SchedulePlace, 'lat' | 'lng'> | null,
): Read<{ events: ScheduleEvent[] }> {
  const query = {
    start_date: range.start,
    end_date: range.end,
    ...(place ? { lat: place.lat, lng: place.lng } : {}),
  };
  return {
    key:
      `/franchises/${id}/schedule?start_date=${range.start}&end_date=${range.end}` +
      (place ? `&lat=${place.lat}&lng=${place.lng}` : ''),
    fetch: (api, signal) =>
      api.GET('/franchises/{id}/schedule', { params: { path: { id }, query }, signal }),
    shape: scheduleShape,
  };
}

/**
 * The schedule the address opens on as a server renders it: the address's view, else the wide
 * layout's week ({@link WIDTH_WITHOUT_WINDOW}); without a date it is `today`'s.
 */
export function scheduleOfQuery(query: URLSearchParams, today: IsoDate): ScheduleQuery {
  return readQuery(query.toString(), today, WIDTH_WITHOUT_WINDOW);
}

/**
 * The load of the franchise schedule: the franchise and the events of the range the address opens
 * on ({@link scheduleOfQuery}); the same reads as `useFranchiseSchedule`. 404 when the
 * API says the franchise (or its schedule) is not there; 503 when it failed (the page shows not
 * found for it, discovery §8, but nobody may keep that answer as the page).
 */
export async function loadFranchiseSchedule(context: LoadContext): Promise<Loaded> {
  const { params, query, read, now } = context;
  const id = params['id'] ?? '';
  const first = scheduleOfQuery(query, berlinToday(now()));
  const range = scheduleRange(first.date, first.view);
  const [franchise, events] = await Promise.all([
    read(franchiseRead(id)),
    read(scheduleRead(id, range, first.place)),
  ]);
  const statuses = [statusOf(franchise), statusOf(events)];
  const status = statuses.includes(404) ? 404 : statuses.includes(503) ? 503 : 200;
  const whole = franchise.ok && events.ok;
  return whole && franchise.ok ? { status, data: { name: franchise.data.name } } : { status };
}

/**
 * The schedule's title ("Kursplan – {name}") and description, or the not-found page's title when
 * anything failed.
 */
export function scheduleHead(
  loaded: Loaded,
  LL: TranslationFunctions,
): { title: string; description?: string } {
  const name = nameOf(loaded);
  if (name === null) return { title: LL.errors.notFound.title() };
  return {
    title: LL.franchise.schedule.documentTitle({ name }),
    description: LL.franchise.schedule.description({ name }),
  };
}
