/**
 * Text rules shared by both documents: website links, name splitting and the character limits of
 * both §9 with a truncation helper and the width-dependent excerpt lengths.
 */
import { BREAKPOINTS } from './layout';

/**
 * Character limits of both §9 (and both §5 for form fields). Spec: discovery §9 / transactions §9.
 * Form limits double as the `maxLength` of the inputs; display limits go to {@link truncate}.
 */
export const TEXT_LIMITS = {
  /** Contact form fields. Spec: discovery §5. */
  contact: { name: 180, email: 180, phone: 180, message: 500 },
  /** Waiting-list form fields. Spec: discovery §5. */
  waitingList: { name: 180, email: 180, phone: 180, answer: 250 },
  /** Course and provider name on a schedule event card. Spec: discovery §2 Event card. */
  eventCardName: 30,
  /** Rating author name. Spec: discovery §9. */
  ratingAuthor: 12,
  /** Course card excerpt: window wider than 500 px vs. narrower. Spec: discovery §9. */
  courseExcerpt: { wide: 140, narrow: 80 },
  /** Provider card excerpt. Spec: discovery §9. */
  providerExcerpt: { wide: 240, narrow: 140 },
  /** Blog list preview per post. Spec: transactions §2 Blog. */
  blogPreview: 250,
  /** Titles in the blog side list. Spec: transactions §2 Blog. */
  blogSideListTitle: 50,
  /** Booking item name in the summary. Spec: transactions §2 Booking form content. */
  bookingItemName: 20,
  /** Course name in the booking page title. Spec: transactions §2 Event booking page. */
  bookingCourseName: 50,
  /** Event description on the booking page: wide (≥ 576 px) vs. narrow. Spec: transactions §2. */
  eventDescription: { wide: 240, narrow: 140 },
  /** A product description longer than this gets a read-more toggle. Spec: transactions §2. */
  readMoreThreshold: 200,
  /** Participant name in the booking form. Spec: transactions §5. */
  participantName: 25,
  /** Participant name in the new-contract form. Spec: transactions §2 New contract modal. */
  contractParticipantName: 25,
} as const;

/** Waiting-list participant count: 1 to 1000, default 1. Spec: discovery §5. */
export const WAITING_LIST_PARTICIPANT_COUNT = { min: 1, max: 1000, default: 1 } as const;

/** Course card excerpts switch to the wide length above this window width. Spec: discovery §9. */
export const EXCERPT_WIDE_ABOVE = 500;

/** The ellipsis appended by {@link truncate}. Spec: both §9 (text limits). */
export const ELLIPSIS = '…';

/**
 * Cuts a text to `max` characters and appends `…`. Spec: both §9 (text limits).
 * The limit counts the kept characters, so a cut result is `max` characters of text (fewer when
 * trailing whitespace is dropped) plus the ellipsis. Characters are Unicode code points, so an
 * emoji is never split. A text of at most `max` characters is returned unchanged; a missing text
 * gives `''`. Throws a `RangeError` when `max` is not a non-negative integer.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`Invalid truncation limit: ${max}`);
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join('').trimEnd() + ELLIPSIS;
}

/** Course card excerpt length: 140 when the window is wider than 500 px, else 80. Spec: discovery §9. */
export function courseExcerptLength(windowWidth: number): number {
  return windowWidth > EXCERPT_WIDE_ABOVE
    ? TEXT_LIMITS.courseExcerpt.wide
    : TEXT_LIMITS.courseExcerpt.narrow;
}

/**
 * Provider card excerpt length: 240 or 140. Spec: discovery §9. The spec gives no width; we use
 * the course-card rule (wider than 500 px → 240).
 */
export function providerExcerptLength(windowWidth: number): number {
  return windowWidth > EXCERPT_WIDE_ABOVE
    ? TEXT_LIMITS.providerExcerpt.wide
    : TEXT_LIMITS.providerExcerpt.narrow;
}

/** Event description length on the booking page: 240 from 576 px, else 140. Spec: transactions §2. */
export function eventDescriptionLength(windowWidth: number): number {
  return windowWidth >= BREAKPOINTS.sm
    ? TEXT_LIMITS.eventDescription.wide
    : TEXT_LIMITS.eventDescription.narrow;
}

const HAS_HTTP_SCHEME = /^https?:\/\//i;

/**
 * Prepends `http://` to a website link lacking an http or https scheme. Spec: discovery §2 Provider
 * page. The link is trimmed; the scheme check is case-insensitive; an empty link stays `''`.
 */
export function normalizeWebsite(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || HAS_HTTP_SCHEME.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}

/**
 * Splits a full name at the first space into first and last name. Spec: discovery §5 Contact form.
 * The name is trimmed first; any whitespace counts as a space and the last name is trimmed, so
 * "Anna Maria Schulz" gives Anna / "Maria Schulz" and a single word gives an empty last name.
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const match = /\s/.exec(trimmed);
  if (!match) return { firstName: trimmed, lastName: '' };
  return {
    firstName: trimmed.slice(0, match.index),
    lastName: trimmed.slice(match.index + 1).trim(),
  };
}

/** The voucher code as sent and looked up: trimmed. Spec: transactions §5. */
export function normalizeVoucherCode(code: string | null | undefined): string {
  return (code ?? '').trim();
}
