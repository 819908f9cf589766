/**
 * Language, time zone and small time labels. Spec: discovery §1, §2, §8, §9; transactions §1, §2.
 */

/** The interface languages. Spec: discovery §1. */
export const LOCALES = ['de', 'en'] as const;

/** An interface language: German or English. Spec: discovery §1. */
export type Locale = (typeof LOCALES)[number];

/** The default language, German. Spec: discovery §9. */
export const DEFAULT_LOCALE: Locale = 'de';

/** All displayed times use this zone. Spec: discovery §1, §9; transactions §9. */
export const TIME_ZONE = 'Europe/Berlin';

/** First year of the footer copyright. Spec: discovery §2 Navigation and frame. */
export const COPYRIGHT_START_YEAR = 2019;

/** True for `'de'` and `'en'`. Spec: discovery §1. */
export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

/**
 * First-visit language from the browser language. Spec: discovery §1. German unless a language is
 * given that does not start with `de` (case-insensitive, trimmed): `de-AT` → de, `en-US` → en,
 * empty or missing → de.
 */
export function preferredLocale(browserLanguage: string | null | undefined): Locale {
  const language = (browserLanguage ?? '').trim().toLowerCase();
  if (language === '' || language.startsWith('de')) return 'de';
  return 'en';
}

/**
 * True when the time-zone warning shows: the browser zone is not Europe/Berlin. Spec: discovery §1,
 * §8. An unknown zone (undefined or empty) gives no warning: we cannot tell that it differs.
 */
export function shouldWarnTimeZone(browserZone: string | undefined): boolean {
  if (!browserZone) return false;
  return browserZone !== TIME_ZONE;
}

const berlinYear = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' });

/**
 * Footer copyright years: from 2019 to the current year in Europe/Berlin. Spec: discovery §2
 * Navigation and frame. `to` is never below `from`.
 */
export function copyrightYears(now: Date): { from: number; to: number } {
  const year = Number(berlinYear.format(now));
  return { from: COPYRIGHT_START_YEAR, to: Math.max(COPYRIGHT_START_YEAR, year) };
}

/** Reading-time label of a blog post. Spec: transactions §2 Blog. */
export type ReadingTime = { kind: 'lessThanMinute' } | { kind: 'minutes'; minutes: number };

/**
 * Reading-time label from the post's approximate minutes. Spec: transactions §2 Blog. Less than a
 * minute when missing, zero or below one (also for negative or non-finite values); otherwise the
 * minutes rounded to whole minutes.
 */
export function readingTime(minutes: number | null | undefined): ReadingTime {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 1)
    return { kind: 'lessThanMinute' };
  return { kind: 'minutes', minutes: Math.round(minutes) };
}
