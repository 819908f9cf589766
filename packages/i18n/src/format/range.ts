import { berlinDate, type Locale } from '@kurse/domain';
import { formatDate, formatTime, type DateStyle } from './date';
import { toInstant, type DateInput } from './intl';

const sameBerlinDay = (a: Date, b: Date): boolean => berlinDate(a) === berlinDate(b);

/**
 * A time span in Europe/Berlin with weekday, date and times: `Mo., 23.11.2026, 10:00–11:00`; over
 * several days `Mo., 23.11.2026, 10:00 – Di., 24.11.2026, 11:00`; without a readable end only the
 * start. Spec: discovery §2 (events, appointments), §1 (Europe/Berlin).
 */
export function formatDateRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
  locale: Locale,
): string {
  const from = toInstant(start);
  if (!from) return '';
  const startText = `${formatDate(from, locale, 'weekday')}, ${formatTime(from, locale)}`;
  const to = toInstant(end);
  if (!to) return startText;
  if (sameBerlinDay(from, to)) return `${startText}–${formatTime(to, locale)}`;
  return `${startText} – ${formatDate(to, locale, 'weekday')}, ${formatTime(to, locale)}`;
}

/**
 * A span of days in Europe/Berlin: `01.09.2026 – 31.12.2026`, a single day when both fall on the
 * same day, only the start without a readable end. Spec: discovery §2 (continuous periods,
 * schedule week).
 */
export function formatDayRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
  locale: Locale,
  style: DateStyle = 'numeric',
): string {
  const from = toInstant(start);
  if (!from) return '';
  const to = toInstant(end);
  if (!to || sameBerlinDay(from, to)) return formatDate(from, locale, style);
  return `${formatDate(from, locale, style)} – ${formatDate(to, locale, style)}`;
}
