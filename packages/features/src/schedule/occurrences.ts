import type { ScheduleEvent } from '@kurse/api-client';
import { TIME_ZONE, berlinDate } from '@kurse/domain';
import type { IsoDate, ScheduleEvent as DomainScheduleEvent } from '@kurse/domain';

const DAY_MS = 86_400_000;
const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes after midnight in Europe/Berlin. */
function berlinMinutes(ms: number): number {
  const [h = 0, m = 0] = CLOCK.format(ms).split(':').map(Number);
  return h * 60 + m;
}

/** The instant on `day` at the Berlin wall-clock time of `template` (daylight saving kept). */
function sameClockOn(day: IsoDate, template: string): number {
  const from = Date.parse(template);
  const days = Math.round((Date.parse(day) - Date.parse(berlinDate(new Date(from)))) / DAY_MS);
  const guess = from + days * DAY_MS;
  return guess + (berlinMinutes(from) - berlinMinutes(guess)) * 60_000;
}

/** One card of the calendar: the event with `matchingStartDate` set to this occurrence. */
export interface ScheduleOccurrence {
  key: string;
  day: IsoDate;
  event: ScheduleEvent;
}

function blockOccurrences(e: ScheduleEvent, days: readonly IsoDate[]): ScheduleOccurrence[] {
  const starts = e.startDates?.length ? e.startDates : e.startDate ? [e.startDate] : [];
  return starts.flatMap((start) => {
    const day = berlinDate(new Date(start));
    if (!days.includes(day)) return [];
    return [{ key: `${e.id}-${start}`, day, event: { ...e, matchingStartDate: start } }];
  });
}

/**
 * A continuous event repeats weekly on the weekday of its first start, at the clock times of its
 * start and end; each copy carries its own start and end so "past" is judged per occurrence.
 */
function continuousOccurrences(e: ScheduleEvent, days: readonly IsoDate[]): ScheduleOccurrence[] {
  if (!e.startDate) return [];
  const first = berlinDate(new Date(e.startDate));
  const length = e.endDate ? sameClockOn(first, e.endDate) - Date.parse(e.startDate) : 0;
  return days.flatMap((day) => {
    const weeks = (Date.parse(day) - Date.parse(first)) / DAY_MS / 7;
    if (!Number.isInteger(weeks)) return [];
    const start = new Date(sameClockOn(day, e.startDate as string)).toISOString();
    const end = length > 0 ? new Date(Date.parse(start) + length).toISOString() : null;
    const event = {
      ...e,
      matchingStartDate: start,
      startDates: [start],
      endDates: end ? [end] : [],
    };
    return [{ key: `${e.id}-${day}`, day, event }];
  });
}

/**
 * Places the events the schedule call answered on the visible days: a block event on each day
 * one of its appointments starts, a continuous one on each day of its weekly rhythm. Visibility
 * (categories, dates) stays with domain `scheduleCard`. Spec: discovery §2 Franchise schedule,
 * §3 Schedule event.
 */
export function scheduleOccurrences(
  events: readonly ScheduleEvent[],
  days: readonly IsoDate[],
): Map<IsoDate, ScheduleOccurrence[]> {
  const byDay = new Map<IsoDate, ScheduleOccurrence[]>(days.map((d) => [d, []]));
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
 * The schedule event in the shape of domain `scheduleCard`: a missing start falls back to the
 * occurrence's start, a missing provider name to an empty one.
 */
export function domainScheduleEvent(
  e: ScheduleEvent,
): DomainScheduleEvent<ScheduleEvent['course']['address']> {
  return {
    ...e,
    startDate: e.startDate ?? e.matchingStartDate ?? '',
    provider: { name: e.provider.name ?? '' },
  };
}
