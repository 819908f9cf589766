/**
 * The wall clock of Europe/Berlin, where every date and time of the product is read: the calendar
 * date, the clock time and the iCalendar's local time of an instant, and the instants of Berlin
 * wall-clock times. The time-zone rules (daylight saving time included) come from
 * `@internationalized/date` over the runtime's time-zone data; nothing here corrects for them.
 * Spec: discovery §1 (time zone), §9; transactions §1, §9.
 */
import {
  fromAbsolute,
  parseDate,
  toCalendarDate,
  toCalendarDateTime,
  toTime,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';
import { TIME_ZONE } from './locale';
import { isoDate, type IsoDate } from './units';

/** An instant on the Berlin wall clock. */
const inBerlin = (instant: Date | number): ZonedDateTime =>
  fromAbsolute(typeof instant === 'number' ? instant : instant.getTime(), TIME_ZONE);

const twoDigits = (value: number): string => String(value).padStart(2, '0');

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
  const clock = inBerlin(instant);
  return {
    year: String(clock.year).padStart(4, '0'),
    month: twoDigits(clock.month),
    day: twoDigits(clock.day),
    hour: twoDigits(clock.hour),
    minute: twoDigits(clock.minute),
    second: twoDigits(clock.second),
  };
}

/** The calendar date of an instant in Europe/Berlin. Spec: discovery §1 (time zone), §2. */
export function berlinDate(instant: Date | number): IsoDate {
  return isoDate(toCalendarDate(inBerlin(instant)).toString());
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
  const clock = inBerlin(instant);
  return clock.hour * 60 + clock.minute;
}

/**
 * An instant as Berlin wall-clock time in the iCalendar form `YYYYMMDDTHHMMSS` (RFC 5545 local
 * time with `TZID=Europe/Berlin`). Spec: transactions §1 (times in Europe/Berlin), §3 Event.
 */
export function berlinIcsLocal(instant: Date | number): string {
  const c = berlinClock(instant);
  return `${c.year}${c.month}${c.day}T${c.hour}${c.minute}${c.second}`;
}

/**
 * The instant at which the Berlin wall clock on `day` (`YYYY-MM-DD`) shows the time it shows at
 * `instant`: a weekly event at 10:00 stays at 10:00 across the switches to and from summer time.
 * A time the spring switch skips (02:00–02:59 on the last Sunday of March) moves forward by the
 * hour skipped, a time the autumn switch repeats (02:00–02:59 on the last Sunday of October) is
 * its first, summer-time occurrence — RFC 5545 §3.3.5's reading of such local times.
 * Throws a `RangeError` when `day` is not a real date. Spec: discovery §2 Franchise schedule
 * (hours in Europe/Berlin), §3 Schedule event; transactions §1.
 */
export function berlinTimeOn(day: string, instant: Date | number): Date {
  const wallClock = toCalendarDateTime(parseDate(isoDate(day)), toTime(inBerlin(instant)));
  return toZoned(wallClock, TIME_ZONE, 'compatible').toDate();
}
