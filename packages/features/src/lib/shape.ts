/**
 * Shape checks of data the app did not make itself: what Web Storage gives back (discovery §4
 * Persisted) and what the API answers (discovery §8, transactions §8). One small mechanism for
 * both: a schema reads an unknown value and answers it typed, or {@link INVALID}. Nothing it
 * rejects is trusted; lenient lists and records drop their bad entries and keep the rest.
 */

/** The answer of a schema for a value it rejects. */
export const INVALID: unique symbol = Symbol('invalid');

/** Reads an unknown value: the value (possibly cleaned) typed as `T`, or {@link INVALID}. */
export type Schema<T> = (value: unknown) => T | typeof INVALID;

/** The value when `schema` accepts it, else `null`. */
export function parse<T>(schema: Schema<T>, value: unknown): T | null {
  const read = schema(value);
  return read === INVALID ? null : read;
}

/** True when `schema` accepts `value`. */
export function conforms<T>(schema: Schema<T>, value: unknown): value is T {
  return schema(value) !== INVALID;
}

const when =
  <T>(test: (value: unknown) => boolean): Schema<T> =>
  (value) =>
    test(value) ? (value as T) : INVALID;

export const str: Schema<string> = when((v) => typeof v === 'string');
export const num: Schema<number> = when((v) => typeof v === 'number' && Number.isFinite(v));
export const int: Schema<number> = when((v) => Number.isInteger(v));
export const bool: Schema<boolean> = when((v) => typeof v === 'boolean');
/** Any value, unchecked: for parts the app only passes on and never reads. */
export const unknownValue: Schema<unknown> = (value) => value;

/** One of the given literals. */
export function oneOf<const L extends string | number | boolean>(...literals: L[]): Schema<L> {
  return when((v) => (literals as unknown[]).includes(v));
}

/** A string matching `pattern`. */
export function matching(pattern: RegExp): Schema<string> {
  return when((v) => typeof v === 'string' && pattern.test(v));
}

/** `null`, or what `schema` accepts. */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (value) => (value === null ? null : schema(value));
}

/** Absent (`undefined`), or what `schema` accepts: an optional property. */
export function optional<T>(schema: Schema<T>): Schema<T | undefined> {
  return (value) => (value === undefined ? undefined : schema(value));
}

/** Absent, `null`, or what `schema` accepts (the contract's optional `[type, 'null']`). */
export function maybe<T>(schema: Schema<T>): Schema<T | null | undefined> {
  return optional(nullable(schema));
}

/** An array whose every item `item` accepts; one bad item rejects the array. */
export function arrayOf<T>(item: Schema<T>): Schema<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    const items: T[] = [];
    for (const entry of value) {
      const read = item(entry);
      if (read === INVALID) return INVALID;
      items.push(read);
    }
    return items;
  };
}

/** An array that keeps the items `item` accepts and drops the others. */
export function listOf<T>(item: Schema<T>): Schema<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    return value.map((entry) => item(entry)).filter((read): read is T => read !== INVALID);
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain object whose entries `entry` accepts are kept; the others are dropped. */
export function recordOf<T>(entry: Schema<T>): Schema<Record<string, T>> {
  return (value) => {
    if (!isObject(value)) return INVALID;
    const kept: Record<string, T> = {};
    for (const [key, raw] of Object.entries(value)) {
      const read = entry(raw);
      if (read !== INVALID) kept[key] = read;
    }
    return kept;
  };
}

/** Schemas for the properties of `T` that are checked. */
export type Fields<T> = { [K in keyof T]?: Schema<T[K]> };

/**
 * A plain object whose listed properties the given schemas accept (each answers its own, possibly
 * cleaned, value); properties not listed pass through unread.
 */
export function object<T>(fields: Fields<T>): Schema<T> {
  const entries = Object.entries(fields) as [string, Schema<unknown>][];
  return (value) => {
    if (!isObject(value)) return INVALID;
    const read: Record<string, unknown> = { ...value };
    for (const [key, schema] of entries) {
      const field = schema(value[key]);
      if (field === INVALID) return INVALID;
      if (field !== undefined || key in value) read[key] = field;
    }
    return read as T;
  };
}

/** What `schema` accepts, then passed through `rule` (`null` rejects it). */
export function refine<T, U = T>(schema: Schema<T>, rule: (value: T) => U | null): Schema<U> {
  return (value) => {
    const read = schema(value);
    if (read === INVALID) return INVALID;
    const ruled = rule(read);
    return ruled === null ? INVALID : ruled;
  };
}

/** The first of `schemas` that accepts the value. */
export function either<A, B>(a: Schema<A>, b: Schema<B>): Schema<A | B> {
  return (value) => {
    const first = a(value);
    return first === INVALID ? b(value) : first;
  };
}

/**
 * A value that can travel in an HTTP header (a session token, a device fingerprint): printable
 * ASCII, no line breaks, no leading or trailing space, at most 4096 characters. Anything else would
 * make every request that sends it fail (`Headers.set` throws).
 */
export const headerValue: Schema<string> = matching(
  /^[\x21-\x7E](?:[\x20-\x7E]{0,4094}[\x21-\x7E])?$/,
);
