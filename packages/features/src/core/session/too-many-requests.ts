/**
 * A request the server refused for too many requests (429, its rate limits): whether an answer is
 * one, and the catalogue's text for it with the wait its `Retry-After` names, in whole minutes
 * rounded up. The forms show the text where they show a failure and keep what was typed.
 * Spec: discovery §5, §8; contract `TooManyRequests`.
 */
import type { Messages } from '@kurse/i18n';

/** What an answer's failure says about a refusal for too many requests. */
interface Refusal {
  readonly status: number;
  readonly retryAfter?: number | null;
}

/** A refusal for too many requests, with the seconds its `Retry-After` names (null: none). */
export interface TooManyRequests {
  readonly retryAfter: number | null;
}

/** The refusal for too many requests of a failure (429), or null for any other failure. */
export function tooManyRequestsOf(error: Refusal | null | undefined): TooManyRequests | null {
  return error?.status === 429 ? { retryAfter: error.retryAfter ?? null } : null;
}

/** The wait of `Retry-After` seconds in whole minutes, rounded up, at least 1; null for none. */
export function waitMinutes(retryAfter: number | null | undefined): number | null {
  if (retryAfter == null || !Number.isFinite(retryAfter) || retryAfter < 0) return null;
  return Math.max(1, Math.ceil(retryAfter / 60));
}

/** The catalogue's "too many requests, try again in … minutes" text of a form (errors). */
export function tooManyRequestsText(LL: Messages, retryAfter: number | null | undefined): string {
  const minutes = waitMinutes(retryAfter);
  return minutes === null
    ? LL.errors.tooManyRequestsSoon()
    : LL.errors.tooManyRequests({ minutes });
}

/** The login's lock-out text: too many login attempts, try again in … minutes (account). */
export function loginLockedText(LL: Messages, retryAfter: number | null | undefined): string {
  const minutes = waitMinutes(retryAfter);
  return minutes === null ? LL.account.login.lockedSoon() : LL.account.login.locked({ minutes });
}
