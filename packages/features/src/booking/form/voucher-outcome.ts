/**
 * What a voucher lookup's answer means: the voucher, or the catalogue code of the message to show.
 * Its own module, loaded with the first failed lookup (`use-voucher`): the messages of the
 * server's codes come with the whole catalogue of booking errors, which the booking form does not
 * need until then. Spec: transactions §8 Voucher failure, Booking messages.
 */
import type { ApiError, Voucher } from '@kurse/api-client';
import {
  isServerErrorCode,
  serverErrorMessage,
  type Messages,
  type ServerErrorCode,
} from '@kurse/i18n';
import type { Settled } from '../../core';
import type { VoucherOutcome } from './use-voucher';

/**
 * The catalogue code of a failed lookup, or null when the caller cancelled it (nothing to show).
 * 404 and 410 mean unknown, no longer existing or already redeemed (`voucher_invalid`); another
 * answer with a code of the catalogue shows that code's message; anything else (a server error,
 * no answer) the unknown error. Spec: transactions §8 Voucher failure, Booking messages.
 */
export function voucherErrorCode(error: ApiError): ServerErrorCode | null {
  if (error.kind === 'cancelled') return null;
  if (error.kind === 'http' && (error.status === 404 || error.status === 410)) {
    return 'voucher_invalid';
  }
  if (error.kind === 'http' && isServerErrorCode(error.code)) return error.code;
  return 'unknown_error';
}

/** What a settled voucher read means: the voucher, the message's code, or null when cancelled. */
export function voucherOutcome(settled: Settled<Voucher>): VoucherOutcome | null {
  if (settled.ok) return { ok: true, voucher: settled.data };
  const errorCode = voucherErrorCode(settled.error);
  return errorCode ? { ok: false, errorCode } : null;
}

/** The catalogue's message of a failed lookup's code. */
export const voucherFailureText = (LL: Messages, code: ServerErrorCode): string =>
  serverErrorMessage(LL, code);
