import { describe, expect, it } from 'vitest';
import { formatFor } from './bound';
import { formatDate, formatDateTime, formatTime, formatWeekday } from './date';
import { formatKm } from './distance';
import { formatPercent } from './percent';
import { formatList } from './list';
import { formatMoney } from './money';
import { formatDateRange, formatDayRange } from './range';

const MONDAY_10 = '2026-11-23T09:00:00Z';
const MONDAY_11 = '2026-11-23T10:00:00Z';

describe('formatMoney', () => {
  it('shows cents as euros through the domain rule', () => {
    expect(formatMoney(1250, 'de')).toBe('12,50 €');
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(0, 'de')).toBe('0,00 €');
  });
});

describe('formatDate and formatTime (Europe/Berlin)', () => {
  it('formats dates in each style and locale', () => {
    expect(formatDate(MONDAY_10, 'de')).toBe('23.11.2026');
    expect(formatDate(MONDAY_10, 'en')).toBe('23/11/2026');
    expect(formatDate(MONDAY_10, 'de', 'weekday')).toBe('Mo., 23.11.2026');
    expect(formatDate(MONDAY_10, 'en', 'weekday')).toBe('Mon, 23/11/2026');
    expect(formatDate(MONDAY_10, 'de', 'long')).toBe('23. November 2026');
    expect(formatDate(MONDAY_10, 'en', 'long')).toBe('23 November 2026');
    expect(formatDate(MONDAY_10, 'de', 'dayMonth')).toBe('Mo., 23.11.');
    expect(formatDate(MONDAY_10, 'en', 'monthYear')).toBe('November 2026');
  });

  it('shows a UTC instant that is already the next day in Berlin on that next day', () => {
    const lateEvening = '2026-11-22T23:30:00Z';
    expect(formatDate(lateEvening, 'de')).toBe('23.11.2026');
    expect(formatTime(lateEvening, 'en')).toBe('00:30');
    expect(formatWeekday(lateEvening, 'de')).toBe('Montag');
    expect(formatWeekday(lateEvening, 'en', 'short')).toBe('Mon');
  });

  it('follows the summer-time changes', () => {
    expect(formatTime('2026-03-29T00:30:00Z', 'de')).toBe('01:30');
    expect(formatTime('2026-03-29T01:30:00Z', 'de')).toBe('03:30');
    expect(formatTime('2026-10-25T00:30:00Z', 'en')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z', 'en')).toBe('02:30');
    expect(formatTime(new Date('2026-07-01T10:00:00Z'), 'de')).toBe('12:00');
  });

  it('keeps a date-only value on its own day and accepts epoch milliseconds', () => {
    expect(formatDate('2026-03-29', 'de')).toBe('29.03.2026');
    expect(formatDate('2026-12-31', 'en', 'long')).toBe('31 December 2026');
    expect(formatDate(Date.parse(MONDAY_10), 'de')).toBe('23.11.2026');
  });

  it('joins date and time', () => {
    expect(formatDateTime(MONDAY_10, 'de')).toBe('23.11.2026, 10:00');
    expect(formatDateTime(MONDAY_10, 'en', 'weekday')).toBe('Mon, 23/11/2026, 10:00');
  });

  it('gives an empty string for missing or unreadable input', () => {
    expect(formatDate('not a date', 'de')).toBe('');
    expect(formatDate(null, 'de')).toBe('');
    expect(formatTime(undefined, 'en')).toBe('');
    expect(formatDateTime('', 'de')).toBe('');
  });
});

describe('formatDateRange and formatDayRange', () => {
  it('writes a same-day range with one date', () => {
    expect(formatDateRange(MONDAY_10, MONDAY_11, 'de')).toBe('Mo., 23.11.2026, 10:00–11:00');
    expect(formatDateRange(MONDAY_10, MONDAY_11, 'en')).toBe('Mon, 23/11/2026, 10:00–11:00');
  });

  it('writes both dates over several days and only the start without an end', () => {
    expect(formatDateRange(MONDAY_10, '2026-11-24T10:00:00Z', 'de')).toBe(
      'Mo., 23.11.2026, 10:00 – Di., 24.11.2026, 11:00',
    );
    expect(formatDateRange(MONDAY_10, null, 'en')).toBe('Mon, 23/11/2026, 10:00');
    expect(formatDateRange('nope', MONDAY_11, 'de')).toBe('');
  });

  it('stays on the Berlin day across the spring time change', () => {
    expect(formatDateRange('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', 'de')).toBe(
      'So., 29.03.2026, 01:30–03:30',
    );
    // 23:30 UTC on 28 March is 00:30 on the 29th in Berlin: the same Berlin day as the end.
    expect(formatDateRange('2026-03-28T23:30:00Z', '2026-03-29T02:00:00Z', 'en')).toBe(
      'Sun, 29/03/2026, 00:30–04:00',
    );
  });

  it('writes day spans', () => {
    expect(formatDayRange('2026-09-01', '2026-12-31', 'de')).toBe('01.09.2026 – 31.12.2026');
    expect(formatDayRange('2026-11-23', '2026-11-29', 'en', 'dayMonth')).toBe(
      'Mon 23/11 – Sun 29/11',
    );
    expect(formatDayRange(MONDAY_10, MONDAY_11, 'de')).toBe('23.11.2026');
    expect(formatDayRange('2026-09-01', undefined, 'en')).toBe('01/09/2026');
    expect(formatDayRange(null, '2026-09-01', 'en')).toBe('');
  });
});

describe('formatList', () => {
  const names = ['Anna', 'Ben', ' ', 'Carla'];
  it('joins with the locale conjunction, disjunction or plain commas', () => {
    expect(formatList(names, 'de')).toBe('Anna, Ben und Carla');
    expect(formatList(names, 'en')).toBe('Anna, Ben and Carla');
    expect(formatList(['Anna', 'Ben'], 'de', 'disjunction')).toBe('Anna oder Ben');
    expect(formatList(names, 'de', 'comma')).toBe('Anna, Ben, Carla');
    expect(formatList([], 'en', 'comma')).toBe('');
  });
});

describe('formatKm', () => {
  it('shows map distances with two decimals and badges in whole km', () => {
    expect(formatKm(1.005, 'de')).toBe('1,01 km');
    expect(formatKm(3, 'en')).toBe('3.00 km');
    expect(formatKm(12.4, 'de', 0)).toBe('12 km');
    expect(formatKm(1234.5, 'en', 0)).toBe('1,235 km');
  });
});

describe('formatFor', () => {
  it('binds every formatter to a locale and reuses the object', () => {
    const en = formatFor('en');
    expect(formatFor('en')).toBe(en);
    expect(en.locale).toBe('en');
    expect(en.money(990)).toBe('€9.90');
    expect(en.date(MONDAY_10, 'long')).toBe('23 November 2026');
    expect(en.time(MONDAY_10)).toBe('10:00');
    expect(en.dateTime(MONDAY_10)).toBe('23/11/2026, 10:00');
    expect(en.dateRange(MONDAY_10, MONDAY_11)).toBe('Mon, 23/11/2026, 10:00–11:00');
    expect(en.dayRange('2026-11-23', '2026-11-24')).toBe('23/11/2026 – 24/11/2026');
    expect(en.weekday(MONDAY_10, 'short')).toBe('Mon');
    expect(en.list(['Anna', 'Ben'], 'comma')).toBe('Anna, Ben');
    expect(en.km(2.5)).toBe('2.50 km');
    expect(formatFor('de').km(2.5, 0)).toBe('3 km');
  });
});

describe('formatPercent', () => {
  it('shows a rate as a percentage in each language', () => {
    expect(formatPercent(0.19, 'de')).toBe('19 %');
    expect(formatPercent(0.19, 'en')).toBe('19%');
    expect(formatPercent(0.075, 'de')).toBe('7,5 %');
  });
});
