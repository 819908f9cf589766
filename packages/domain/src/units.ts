/**
 * Branded units. Money and time travel as plain numbers and strings on the wire; the brands keep
 * cents, euros, kilometres and ISO strings from being mixed up inside our code.
 */
declare const brand: unique symbol;

/** A value of type `T` that carries the compile-time brand `B`. Spec: both §3 (typed fields). */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** An amount of money in euro cents (whole number). Spec: both §9, "prices travel in cents". */
export type Cents = Brand<number, 'Cents'>;
/** An amount of money in euros (may have two decimals). Spec: transactions §9, contract total. */
export type Euro = Brand<number, 'Euro'>;
/** A distance in kilometres. Spec: discovery §4, §9 (search radius, distance badges). */
export type Km = Brand<number, 'Km'>;
/** A calendar date as `YYYY-MM-DD`. Spec: both §3 (startDate, validUntil), discovery §2 schedule. */
export type IsoDate = Brand<string, 'IsoDate'>;
/** A point in time as an ISO 8601 string with offset (`2026-03-01T10:00:00+01:00`). Spec: both §3. */
export type IsoDateTime = Brand<string, 'IsoDateTime'>;
/** A duration or epoch time in milliseconds. Spec: discovery §4 (search timing), both §9. */
export type Millis = Brand<number, 'Millis'>;

/** Marks a number as cents. Spec: both §9. */
export const cents = (value: number): Cents => value as Cents;
/** Marks a number as euros. Spec: transactions §9. */
export const euro = (value: number): Euro => value as Euro;
/** Marks a number as kilometres. Spec: discovery §9. */
export const km = (value: number): Km => value as Km;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written `YYYY-MM-DD`. Spec: both §3 dates. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Marks a string as an ISO date, or throws a `RangeError` when it is not one. Spec: both §3 dates. */
export function isoDate(value: string): IsoDate {
  if (!isIsoDate(value)) throw new RangeError(`Not an ISO date: ${value}`);
  return value;
}

/** Marks a string as an ISO date-time (checked to be parseable). Spec: both §3 dates. */
export function isoDateTime(value: string): IsoDateTime {
  if (Number.isNaN(Date.parse(value))) throw new RangeError(`Not an ISO date-time: ${value}`);
  return value as IsoDateTime;
}
