import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  TIME_ZONE,
  copyrightYears,
  isLocale,
  preferredLocale,
  readingTime,
  shouldWarnTimeZone,
} from './locale';

describe('locale constants (discovery §1, §9)', () => {
  it('German by default, English as second language, Berlin time', () => {
    expect(LOCALES).toEqual(['de', 'en']);
    expect(DEFAULT_LOCALE).toBe('de');
    expect(TIME_ZONE).toBe('Europe/Berlin');
  });

  it('isLocale accepts only de and en', () => {
    expect(isLocale('de')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('preferredLocale', () => {
  it('is German for languages starting with de, case-insensitively', () => {
    expect(preferredLocale('de')).toBe('de');
    expect(preferredLocale('de-AT')).toBe('de');
    expect(preferredLocale('DE-ch')).toBe('de');
  });

  it('is English for any other given language', () => {
    expect(preferredLocale('en-US')).toBe('en');
    expect(preferredLocale('fr')).toBe('en');
    expect(preferredLocale('nl-BE')).toBe('en');
  });

  it('is German when no language is given', () => {
    expect(preferredLocale('')).toBe('de');
    expect(preferredLocale('  ')).toBe('de');
    expect(preferredLocale(null)).toBe('de');
    expect(preferredLocale(undefined)).toBe('de');
  });
});

describe('shouldWarnTimeZone', () => {
  it('warns for any zone other than Europe/Berlin', () => {
    expect(shouldWarnTimeZone('Europe/Berlin')).toBe(false);
    expect(shouldWarnTimeZone('Europe/London')).toBe(true);
    expect(shouldWarnTimeZone('America/New_York')).toBe(true);
  });

  it('does not warn when the zone is unknown', () => {
    expect(shouldWarnTimeZone(undefined)).toBe(false);
    expect(shouldWarnTimeZone('')).toBe(false);
  });
});

describe('copyrightYears', () => {
  it('runs from 2019 to the current year', () => {
    expect(copyrightYears(new Date('2026-06-15T12:00:00Z'))).toEqual({ from: 2019, to: 2026 });
  });

  it('switches the year at midnight in Berlin, not UTC', () => {
    // Berlin is UTC+1 in winter: 23:00 UTC on 31 December is already New Year in Berlin.
    expect(copyrightYears(new Date('2025-12-31T22:59:59.999Z')).to).toBe(2025);
    expect(copyrightYears(new Date('2025-12-31T23:00:00Z')).to).toBe(2026);
  });

  it('never ends before 2019', () => {
    expect(copyrightYears(new Date('2018-05-01T00:00:00Z'))).toEqual({ from: 2019, to: 2019 });
  });
});

describe('readingTime', () => {
  it('is less than a minute when zero or missing', () => {
    expect(readingTime(0)).toEqual({ kind: 'lessThanMinute' });
    expect(readingTime(null)).toEqual({ kind: 'lessThanMinute' });
    expect(readingTime(undefined)).toEqual({ kind: 'lessThanMinute' });
    expect(readingTime(Number.NaN)).toEqual({ kind: 'lessThanMinute' });
    expect(readingTime(-3)).toEqual({ kind: 'lessThanMinute' });
  });

  it('shows whole minutes from one minute on', () => {
    expect(readingTime(0.99)).toEqual({ kind: 'lessThanMinute' });
    expect(readingTime(1)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(readingTime(7)).toEqual({ kind: 'minutes', minutes: 7 });
    expect(readingTime(2.6)).toEqual({ kind: 'minutes', minutes: 3 });
  });
});
