/** Small lookups over a seeded database, shared by the seed's tests. */
import type { Db, Schemas } from '../db/types';

/** Every event of every course. */
export const allEvents = (db: Db): Schemas['Event'][] =>
  db.courses.flatMap((r) => r.course.events ?? []);

/** Every price option of every event. */
export const allPriceOptions = (db: Db): Schemas['PriceOption'][] =>
  allEvents(db).flatMap((e) => e.priceOptions ?? []);

/** Every booking item of every event. */
export const allBookingItems = (db: Db): Schemas['BookingItem'][] =>
  allEvents(db).flatMap((e) => e.bookingItems ?? []);

/** The distinct values of a list. */
export const distinct = <T>(values: readonly T[]): Set<T> => new Set(values);

/** True when the list has no duplicates. */
export const unique = (values: readonly unknown[]): boolean =>
  new Set(values).size === values.length;
