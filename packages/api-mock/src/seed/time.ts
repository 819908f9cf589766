/**
 * Dates of the seed, computed from `now` and written as ISO date-times with the Europe/Berlin
 * offset (+01:00 in winter, +02:00 in summer; EU rule: last Sunday of March and October, 01:00 UTC).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** One day in milliseconds. */
export const DAY = 24 * HOUR;

/** The fixed reference date of the seed when no `now` is given (a Sunday). */
export const DEFAULT_SEED_NOW = '2026-11-22T09:00:00+01:00';

/** A calendar day in Europe/Berlin (month 1–12). */
export interface BerlinDay {
  year: number;
  month: number;
  day: number;
}

function lastSundayUtc(year: number, monthIndex: number): number {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0));
  return last.getTime() - last.getUTCDay() * DAY;
}

/** The Europe/Berlin UTC offset in minutes at an instant (60 or 120). */
export function berlinOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const summerStart = lastSundayUtc(year, 2) + HOUR;
  const summerEnd = lastSundayUtc(year, 9) + HOUR;
  return utcMs >= summerStart && utcMs < summerEnd ? 120 : 60;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** An instant as `YYYY-MM-DDTHH:mm:ss+01:00` in Europe/Berlin. */
export function berlinIso(utcMs: number): string {
  const offset = berlinOffsetMinutes(utcMs);
  const local = new Date(utcMs + offset * MINUTE);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${date}T${time}+${pad(offset / 60)}:00`;
}

/** The Berlin calendar day of an instant. */
export function berlinDayOf(utcMs: number): BerlinDay {
  const local = new Date(utcMs + berlinOffsetMinutes(utcMs) * MINUTE);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** A day `days` later (or earlier when negative). */
export function addDays(d: BerlinDay, days: number): BerlinDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The instant of a Berlin wall-clock time on a day, in UTC milliseconds. */
export function berlinWallTime(d: BerlinDay, hour: number, minute = 0): number {
  const naive = Date.UTC(d.year, d.month - 1, d.day, hour, minute);
  const guess = naive - 60 * MINUTE;
  return naive - berlinOffsetMinutes(guess) * MINUTE;
}

/** A Berlin wall-clock time on a day as an ISO date-time with offset. */
export function berlinAt(d: BerlinDay, hour: number, minute = 0): string {
  return berlinIso(berlinWallTime(d, hour, minute));
}

/** The Monday after the Berlin day of `now` (a week later when `now` is a Monday). */
export function nextMonday(now: Date): BerlinDay {
  const today = berlinDayOf(now.getTime());
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
}

/** A seed clock: instants relative to `now`, written with the Berlin offset. */
export interface SeedClock {
  now: Date;
  /** The Monday the seed's weekly schedule starts from. */
  monday: BerlinDay;
  /** `now` shifted by days (and hours), as an ISO date-time. */
  shift(days: number, hours?: number): string;
  /** Monday + `week` weeks + `weekday` days (0 = Monday) at a Berlin time. */
  slot(week: number, weekday: number, hour: number, minute?: number): string;
}

/** Creates the clock every seed builder takes its dates from. */
export function seedClock(now: Date): SeedClock {
  const monday = nextMonday(now);
  return {
    now,
    monday,
    shift: (days, hours = 0) => berlinIso(now.getTime() + days * DAY + hours * HOUR),
    slot: (week, weekday, hour, minute = 0) =>
      berlinAt(addDays(monday, week * 7 + weekday), hour, minute),
  };
}
