import type { Locale } from '@kurse/domain';
import { dateTimeFormat, plainSpaces, toInstant, type DateInput } from './intl';

/**
 * How a date reads: `numeric` 23.11.2026 / 23/11/2026, `weekday` Mo., 23.11.2026 / Mon, 23/11/2026,
 * `long` 23. November 2026 / 23 November 2026, `dayMonth` Mo., 23.11. / Mon 23/11,
 * `monthYear` November 2026.
 */
export type DateStyle = 'numeric' | 'weekday' | 'long' | 'dayMonth' | 'monthYear';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  weekday: { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { weekday: 'short', day: '2-digit', month: '2-digit' },
  monthYear: { month: 'long', year: 'numeric' },
};

function format(
  value: DateInput | null | undefined,
  locale: Locale,
  name: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const instant = toInstant(value);
  return instant ? plainSpaces(dateTimeFormat(locale, name, options).format(instant)) : '';
}

/**
 * The calendar date in Europe/Berlin. Spec: discovery §1 (times always in Europe/Berlin).
 * Unreadable input gives an empty string.
 */
export function formatDate(
  value: DateInput | null | undefined,
  locale: Locale,
  style: DateStyle = 'numeric',
): string {
  return format(value, locale, style, DATE_OPTIONS[style]);
}

/** The clock time in Europe/Berlin, 24-hour: `10:00`. Unreadable input gives an empty string. */
export function formatTime(value: DateInput | null | undefined, locale: Locale): string {
  return format(value, locale, 'time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** Date and time in Europe/Berlin: `23.11.2026, 10:00` / `23/11/2026, 10:00`. */
export function formatDateTime(
  value: DateInput | null | undefined,
  locale: Locale,
  style: DateStyle = 'numeric',
): string {
  const date = formatDate(value, locale, style);
  return date && `${date}, ${formatTime(value, locale)}`;
}

/** The weekday in Europe/Berlin: `Montag` / `Monday`, short `Mo` / `Mon`. */
export function formatWeekday(
  value: DateInput | null | undefined,
  locale: Locale,
  width: 'long' | 'short' = 'long',
): string {
  return format(value, locale, `weekday-${width}`, { weekday: width });
}
