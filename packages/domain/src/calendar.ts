import { berlinIcsLocal } from './berlin-time';
import { TIME_ZONE } from './locale';

/** One date of an event for the calendar: ISO instants (with offset or Z). Spec: transactions §3 Event. */
export interface CalendarDate {
  startDate: string;
  endDate?: string | null;
}

/** What the calendar file of a booking holds. Spec: transactions §1 (Europe/Berlin), §3 Event. */
export interface CalendarInput {
  /** Makes every UID unique and stable, e.g. "booking-20004" (one UID per date is derived). */
  uidPrefix: string;
  /** The domain of the UIDs (RFC 5545 §3.8.4.7 recommends one), e.g. "kurse.example". */
  uidDomain: string;
  /** The event's dates; each becomes one VEVENT. */
  dates: readonly CalendarDate[];
  /** The title of every entry (course and event). */
  summary: string;
  /** The event's address, when it has one. */
  location?: string | null;
  /** A longer text (provider, booking number). */
  description?: string | null;
  /** The moment the file is made: DTSTAMP (the domain has no clock). */
  now: Date;
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: content lines are folded at 75 octets. */
const MAX_LINE_OCTETS = 75;

/**
 * The VTIMEZONE of Europe/Berlin (CET/CEST with the EU's switch on the last Sundays of March and
 * October since 1996), which the TZID parameter of the dates refers to (RFC 5545 §3.6.5).
 */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An instant in UTC in the iCalendar form `YYYYMMDDTHHMMSSZ` (DTSTAMP must be UTC). */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks are escaped.
 * Spec: transactions §3 Event (the texts of the calendar file).
 */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The UTF-8 length of one character (a code point): the domain runs without `TextEncoder`. */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 §3.1 line folding: a line longer than 75 octets (UTF-8) is split, never inside a
 * character, and every continuation starts with one space (which counts towards its 75 octets).
 * Spec: transactions §3 Event (the calendar file).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/**
 * The calendar file (RFC 5545 iCalendar) of a booked event: one VEVENT per date, each with its own
 * UID (`{uidPrefix}-{n}@{uidDomain}`), DTSTAMP from `now`, SUMMARY, LOCATION and DESCRIPTION
 * escaped, lines folded at 75 octets and ended by CRLF. Dates without a valid start are left out.
 *
 * The dates are written as Berlin wall-clock times with `TZID=Europe/Berlin` and the zone's
 * VTIMEZONE, not as UTC: the spec shows every time in Europe/Berlin, so the entry reads "14:30" in
 * the course's own zone as printed on the course page, and calendars that show an event's own zone
 * (or a traveller's device set elsewhere) still name it correctly; the instants are the same.
 * Spec: transactions §1 (times in Europe/Berlin), §3 Event (startDate, endDate, appointments).
 */
export function calendarIcs(input: CalendarInput): string {
  const events = input.dates.flatMap((date, index) => {
    const start = new Date(date.startDate);
    if (Number.isNaN(start.getTime())) return [];
    const end = date.endDate ? new Date(date.endDate) : null;
    const validEnd = end && !Number.isNaN(end.getTime()) && end > start ? end : null;
    return [
      'BEGIN:VEVENT',
      `UID:${input.uidPrefix}-${index + 1}@${input.uidDomain}`,
      `DTSTAMP:${utcStamp(input.now)}`,
      `DTSTART;TZID=${TIME_ZONE}:${berlinIcsLocal(start)}`,
      ...(validEnd ? [`DTEND;TZID=${TIME_ZONE}:${berlinIcsLocal(validEnd)}`] : []),
      `SUMMARY:${escapeIcsText(input.summary)}`,
      ...(input.location ? [`LOCATION:${escapeIcsText(input.location)}`] : []),
      ...(input.description ? [`DESCRIPTION:${escapeIcsText(input.description)}`] : []),
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kurse//Buchung//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...BERLIN_VTIMEZONE,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Event types whose start and end are a period, not a date to attend (transactions §3 Event). */
const PERIOD_TYPES: readonly string[] = ['continuous', 'flexible', 'on_demand'];

/**
 * The dates of an event for the calendar, earliest first: its appointments, else its start and end
 * as one date; none for an event whose start and end are a period (continuous, flexible, on
 * demand) or that has no start. Spec: transactions §3 Event (typeOf, startDate, endDate,
 * appointments).
 */
export function eventCalendarDates(event: {
  typeOf?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  appointments?: readonly CalendarDate[] | null;
}): CalendarDate[] {
  const appointments = (event.appointments ?? []).map((a) => ({
    startDate: a.startDate,
    endDate: a.endDate ?? null,
  }));
  const dates =
    appointments.length > 0
      ? appointments
      : event.startDate && !PERIOD_TYPES.includes(event.typeOf ?? '')
        ? [{ startDate: event.startDate, endDate: event.endDate ?? null }]
        : [];
  return dates
    .filter((d) => !Number.isNaN(new Date(d.startDate).getTime()))
    .sort((a, b) => new Date(a.startDate).getTime() - new Date(b.startDate).getTime());
}
