import { TIME_ZONE, type Locale } from '@kurse/domain';
import { INTL_LOCALES, cached } from './intl-locales';

/**
 * The shared plumbing of the formatters: the BCP 47 tag per locale, cached `Intl` instances and
 * the reading of date inputs. Spec: discovery §1 (Europe/Berlin), both §9.
 */

export { INTL_LOCALES, cached };

/** A date input: a `Date`, epoch milliseconds, an ISO date-time or a `YYYY-MM-DD` date. */
export type DateInput = Date | number | string;

/** A cached `Intl.DateTimeFormat` in Europe/Berlin for `locale` and `options`. */
export function dateTimeFormat(
  locale: Locale,
  name: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(
    `dt|${locale}|${name}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: TIME_ZONE }),
  );
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant of a date input, or null when unreadable. A date-only `YYYY-MM-DD` is read as noon
 * UTC, which is the same calendar day in Europe/Berlin all year round.
 */
export function toInstant(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    typeof value === 'string' && DATE_ONLY.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Intl's no-break and narrow no-break spaces as plain spaces, like domain `formatPrice`. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
