/**
 * Bounds of what anonymous requests can add to the in-memory database, so that no sequence of
 * requests makes the demo backend grow without end: each list keeps only its newest additions —
 * at most a number of entries and of characters (their JSON length) — and texts the contract
 * leaves open are cut before they are stored. Entries that were there from the start (the seed)
 * are never dropped.
 */

/** How many entries, and how many characters of JSON, a list keeps of what requests added. */
export interface ListBound {
  count: number;
  chars: number;
}

/** Inbox lists (error reports, leads, messages, forwarded slugs, views): the newest 500. */
export const INBOX_BOUND: ListBound = { count: 500, chars: 4 * 1_048_576 };
/** Customers, bookings, contracts and applications made by requests: the newest 500. */
export const RECORD_BOUND: ListBound = { count: 500, chars: 8 * 1_048_576 };
/** Sessions opened by logins, sign-ups and bookings: the newest 1000. */
export const SESSION_BOUND = 1000;

/** Longest stored free text the contract sets no limit for (report messages, subjects, URLs). */
export const FREE_TEXT_MAX = 2000;
/** Longest stored short text (a lead's name and e-mail, a slug, an id): the contact form's 180. */
export const SHORT_TEXT_MAX = 180;
/** Longest stored JSON of a report's free-form `data`. */
export const REPORT_DATA_MAX = 8192;

/** What a list holds of added entries: their sizes, oldest first (the rest is seed). */
const added = new WeakMap<object, number[]>();

/**
 * Appends `item` to `list`, then drops the oldest entries added this way until at most
 * `bound.count` of them, with at most `bound.chars` characters of JSON, remain.
 */
export function appendBounded<T>(list: T[], item: T, bound: ListBound): void {
  const sizes = added.get(list) ?? [];
  added.set(list, sizes);
  list.push(item);
  sizes.push(JSON.stringify(item)?.length ?? 0);
  let total = sizes.reduce((sum, size) => sum + size, 0);
  while (sizes.length > 1 && (sizes.length > bound.count || total > bound.chars)) {
    list.splice(list.length - sizes.length, 1);
    total -= sizes.shift() ?? 0;
  }
}

/** Tokens a session map got from requests, oldest first. */
const opened = new WeakMap<object, string[]>();

/** Adds a session, then closes the oldest opened this way beyond `max`. */
export function openBounded(
  sessions: Record<string, number>,
  token: string,
  customerId: number,
  max = SESSION_BOUND,
): void {
  const tokens = opened.get(sessions) ?? [];
  opened.set(sessions, tokens);
  sessions[token] = customerId;
  tokens.push(token);
  while (tokens.length > max) {
    const oldest = tokens.shift();
    if (oldest !== undefined) Reflect.deleteProperty(sessions, oldest);
  }
}

/** A text cut to at most `max` characters (code points are never split). */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

/** A nullable text cut to `max`. */
export const cutOrNull = (text: string | null | undefined, max: number): string | null =>
  typeof text === 'string' ? cut(text, max) : null;
