/**
 * The wall clock of Europe/Berlin, where every date and time of the product is read: one
 * formatter for the calendar date, the clock time and the iCalendar's local time of an instant.
 * Spec: discovery §1 (time zone), §9; transactions §1, §9.
 */
import { TIME_ZONE } from './locale';
import { isoDate, type IsoDate } from './units';

const BERLIN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the wall clock in Europe/Berlin shows it, each part as written (`year` four
 * digits, the others two, `hour` 00–23), daylight saving time included. Spec: discovery §1 (all
 * times in Europe/Berlin), §9; transactions §1, §9.
 */
export interface BerlinClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/**
 * The Europe/Berlin wall clock of an instant (a `Date` or epoch milliseconds). Spec: discovery §1
 * (all times in Europe/Berlin), §9; transactions §1, §9.
 */
export function berlinClock(instant: Date | number): BerlinClock {
  const parts: Record<string, string> = {};
  for (const part of BERLIN_CLOCK.formatToParts(instant)) parts[part.type] = part.value;
  const get = (type: keyof BerlinClock) => parts[type] ?? '00';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The calendar date of an instant in Europe/Berlin. Spec: discovery §1 (time zone), §2. */
export function berlinDate(instant: Date | number): IsoDate {
  const { year, month, day } = berlinClock(instant);
  return isoDate(`${year}-${month}-${day}`);
}

/** Today's date in Europe/Berlin for a clock reading. Spec: discovery §2 Franchise schedule. */
export function berlinToday(now: Date): IsoDate {
  return berlinDate(now);
}

/**
 * Minutes after midnight in Europe/Berlin of an instant (0–1439). Spec: discovery §2 Franchise
 * schedule (hours in Europe/Berlin).
 */
export function berlinMinutes(instant: Date | number): number {
  const { hour, minute } = berlinClock(instant);
  return Number(hour) * 60 + Number(minute);
}

/**
 * An instant as Berlin wall-clock time in the iCalendar form `YYYYMMDDTHHMMSS` (RFC 5545 local
 * time with `TZID=Europe/Berlin`). Spec: transactions §1 (times in Europe/Berlin), §3 Event.
 */
export function berlinIcsLocal(instant: Date | number): string {
  const c = berlinClock(instant);
  return `${c.year}${c.month}${c.day}T${c.hour}${c.minute}${c.second}`;
}
