/**
 * Shape checks of data the app did not make itself: what Web Storage gives back (discovery §4
 * Persisted) and what the API answers (discovery §8, transactions §8), written as valibot schemas
 * (`lib/shapes`, `state/slots`). Nothing a schema rejects is trusted. This file holds the few
 * pieces valibot has no one name for: a read that answers `null`, lenient lists and records that
 * drop their bad entries and keep the rest, and the rule for a value sent as an HTTP header.
 */
import * as v from 'valibot';

/** A schema that reads an unknown value as `T` (possibly cleaned). */
export type Schema<T> = v.GenericSchema<unknown, T>;

/** The value as `schema` reads it when it accepts it, else `null`. */
export function parse<T>(schema: Schema<T>, value: unknown): T | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}

/** `[read]` when `schema` accepts `value`, else `[]`: a step of a `flatMap` that drops bad entries. */
function keep<T>(schema: Schema<T>, value: unknown): [T] | [] {
  const result = v.safeParse(schema, value);
  return result.success ? [result.output] : [];
}

/** An array that keeps the items `item` accepts and drops the others (a non-array is rejected). */
export function lenientList<T>(item: Schema<T>): Schema<T[]> {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.flatMap((entry) => keep(item, entry))),
  );
}

/** A plain object (not an array, which `v.record` would take) with string keys. */
const plainObject = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

/** A plain object whose entries `entry` accepts are kept; the others are dropped. */
export function lenientRecord<T>(entry: Schema<T>): Schema<Record<string, T>> {
  return v.pipe(
    plainObject,
    v.transform((record) =>
      Object.fromEntries(
        Object.entries(record).flatMap(([key, raw]) =>
          keep(entry, raw).map((read): [string, T] => [key, read]),
        ),
      ),
    ),
  );
}

/**
 * A value that can travel in an HTTP header (a session token, a device fingerprint): printable
 * ASCII, no line breaks, no leading or trailing space, at most 4096 characters. Anything else would
 * make every request that sends it fail (`Headers.set` throws).
 */
export const headerValue = v.pipe(
  v.string(),
  v.regex(/^[\x21-\x7E](?:[\x20-\x7E]{0,4094}[\x21-\x7E])?$/),
);
