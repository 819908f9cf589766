import { DEFAULT_MAX_PARTICIPANTS } from '@kurse/domain';
// The code tables only (not the whole German catalogue, which would join every page using them).
import { bookingErrors } from '../texts/de/booking-errors';
import type { Messages } from '../load';

/** An error code the server answers in a body's `code`. Spec: transactions §8 Booking messages. */
export type ServerErrorCode = keyof typeof bookingErrors.server;
/** An error code of the card payment provider. Spec: transactions §8 Card provider errors. */
export type CardErrorCode = keyof typeof bookingErrors.card;

const has = (table: object, code: unknown): boolean =>
  typeof code === 'string' && Object.hasOwn(table, code);

/** True when the catalogue has a message for this server error code. */
export function isServerErrorCode(code: unknown): code is ServerErrorCode {
  return has(bookingErrors.server, code);
}

/** True when the catalogue has a message for this card provider error code. */
export function isCardErrorCode(code: unknown): code is CardErrorCode {
  return has(bookingErrors.card, code);
}

/**
 * The message of a server error code; an unknown or missing code gives the unknown-error message.
 * `too_many_participants` names the cap: pass it as `maxParticipants` (default 10, the domain's
 * default maximum). Spec: transactions §8 Booking messages, §9.
 */
export function serverErrorMessage(
  LL: Messages,
  code: string | null | undefined,
  { maxParticipants = DEFAULT_MAX_PARTICIPANTS }: { maxParticipants?: number } = {},
): string {
  if (!isServerErrorCode(code)) return LL.booking.errors.server.unknown_error();
  if (code === 'too_many_participants') {
    return LL.booking.errors.server.too_many_participants({ count: maxParticipants });
  }
  return LL.booking.errors.server[code]();
}

/**
 * The message of a card provider error code; any other code gives the generic payment error.
 * Spec: transactions §8 Payment, Card provider errors.
 */
export function cardErrorMessage(LL: Messages, code: string | null | undefined): string {
  return isCardErrorCode(code) ? LL.booking.errors.card[code]() : LL.booking.errors.payment();
}
