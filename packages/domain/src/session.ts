/** Reading the server's refusals of a logged-in user's request. */

/** Codes of a 401 that name a reason other than the session (the event password). */
const OTHER_REASONS: readonly string[] = ['wrong_password'];

/**
 * True when a refused request means the stored session has run out: the answer is 401, the
 * request carried a session token, and the server names no other reason (`wrong_password` is the
 * event password's 401 of the booking and contract forms). The form then asks to log in again
 * and keeps what was typed. Spec: discovery §4 User session (a session the server no longer
 * accepts is cleared); transactions §8 Booking create (401), Contract errors (401).
 */
export function isSessionExpired(
  answer: { status: number; code?: string | null },
  hadSession: boolean,
): boolean {
  if (!hadSession || answer.status !== 401) return false;
  return !OTHER_REASONS.includes(answer.code ?? '');
}
