/**
 * Where the events of a franchise schedule fall on the visible days. Spec: discovery §2 Franchise
 * schedule, §3 Schedule event.
 */
import { parseDate } from '@internationalized/date';
import { berlinDate, berlinMinutes, berlinTimeOn } from './berlin-time';
import { SCHEDULE_HOURS } from './schedule';
import type { IsoDate } from './units';

/** The Europe/Berlin hour (0–23) of an instant. */
const berlinHour = (iso: string): number => Math.floor(berlinMinutes(Date.parse(iso)) / 60);

/** The instant on `day` at the Berlin wall-clock time of `template` (daylight saving kept). */
const sameClockOn = (day: IsoDate, template: string): number =>
  berlinTimeOn(day, Date.parse(template)).getTime();

/** What placing an event needs. Spec: discovery §3 Schedule event. */
export interface PlaceableEvent {
  id: string | number;
  typeOf: string;
  startDate?: string | null;
  endDate?: string | null;
  startDates?: readonly string[] | null;
  endDates?: readonly string[] | null;
  matchingStartDate?: string | null;
}

/**
 * One card of the calendar: the event with `matchingStartDate` set to this occurrence.
 * Spec: discovery §3 Schedule event.
 */
export interface ScheduleOccurrence<E extends PlaceableEvent> {
  key: string;
  day: IsoDate;
  /** The Europe/Berlin hour (0–23) the occurrence starts in: its row of the hour grid. */
  hour: number;
  event: E;
}

function blockOccurrences<E extends PlaceableEvent>(e: E, days: readonly IsoDate[]) {
  const starts = e.startDates?.length ? e.startDates : e.startDate ? [e.startDate] : [];
  return starts.flatMap((start): ScheduleOccurrence<E>[] => {
    const day = berlinDate(new Date(start));
    if (!days.includes(day)) return [];
    const event = { ...e, matchingStartDate: start };
    return [{ key: `${e.id}-${start}`, day, hour: berlinHour(start), event }];
  });
}

/**
 * A continuous event repeats weekly on the weekday of its first start, at the clock times of its
 * start and end; each copy carries its own start and end so "past" is judged per occurrence.
 */
function continuousOccurrences<E extends PlaceableEvent>(e: E, days: readonly IsoDate[]) {
  const startDate = e.startDate;
  if (!startDate) return [];
  const first = berlinDate(new Date(startDate));
  const length = e.endDate ? sameClockOn(first, e.endDate) - Date.parse(startDate) : 0;
  return days.flatMap((day): ScheduleOccurrence<E>[] => {
    if (parseDate(day).compare(parseDate(first)) % 7 !== 0) return [];
    const start = new Date(sameClockOn(day, startDate)).toISOString();
    const end = length > 0 ? new Date(Date.parse(start) + length).toISOString() : null;
    const event = {
      ...e,
      matchingStartDate: start,
      startDates: [start],
      endDates: end ? [end] : [],
    };
    return [{ key: `${e.id}-${day}`, day, hour: berlinHour(start), event }];
  });
}

/**
 * Places schedule events on the visible days, each day's cards in start order: a block event on
 * each day one of its appointments starts, a continuous one on each day of its weekly rhythm (same
 * weekday and Berlin clock time as its first start). Whether a card shows (categories, dates)
 * stays with `scheduleCard`. Spec: discovery §2 Franchise schedule, §3 Schedule event.
 */
export function scheduleOccurrences<E extends PlaceableEvent>(
  events: readonly E[],
  days: readonly IsoDate[],
): Map<IsoDate, ScheduleOccurrence<E>[]> {
  const byDay = new Map<IsoDate, ScheduleOccurrence<E>[]>(days.map((d) => [d, []]));
  for (const e of events) {
    const list =
      e.typeOf === 'continuous' ? continuousOccurrences(e, days) : blockOccurrences(e, days);
    for (const o of list) byDay.get(o.day)?.push(o);
  }
  for (const list of byDay.values()) {
    list.sort(
      (a, b) =>
        Date.parse(a.event.matchingStartDate ?? '') - Date.parse(b.event.matchingStartDate ?? ''),
    );
  }
  return byDay;
}

/**
 * The rows of the schedule's hour grid, one per start hour: 8 to 19 (the last row ends at 20:00),
 * widened to take in any occurrence starting earlier or later, so no event is hidden by the grid.
 * Spec: discovery §2 Franchise schedule ("hours 8 to 20 in Europe/Berlin"); keeping events outside
 * those hours visible is our decision (the spec does not say what happens to them).
 */
export function scheduleHourRows(startHours: readonly number[]): number[] {
  const from = Math.min(SCHEDULE_HOURS.from, ...startHours);
  const to = Math.max(SCHEDULE_HOURS.to - 1, ...startHours);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * How far ahead the schedule looks for the next day with events: four weeks (the spec is silent on
 * an empty range; see firstScheduleDay). Spec: discovery §2 Franchise schedule.
 */
export const SCHEDULE_LOOKAHEAD_DAYS = 28;

/**
 * The first of `days` on which an event shown by `shows` (categories, dates: `scheduleCard`) has
 * an occurrence, or null. An empty day or week says when the next events are instead of only
 * "no events". Spec: discovery §2 Franchise schedule (the spec is silent on an empty range).
 */
export function firstScheduleDay<E extends PlaceableEvent>(
  events: readonly E[],
  days: readonly IsoDate[],
  shows: (event: E) => boolean,
): IsoDate | null {
  const byDay = scheduleOccurrences(events, days);
  return days.find((day) => (byDay.get(day) ?? []).some((o) => shows(o.event))) ?? null;
}
