/**
 * The voucher lookup of the booking form. Spec: transactions §3 Voucher, §5 Voucher, §7
 * (GET /providers/{id}/courses/{courseId}/vouchers/{base64 code}), §8 Voucher failure.
 */
import type { ApiClient, ApiError, Voucher } from '@kurse/api-client';
import { isServerErrorCode, type ServerErrorCode } from '@kurse/i18n';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../core';
import { checkAnswer } from '../../core';
import { voucherShape } from '../../core';

/** Where a voucher is looked up: the provider (id or slug) and the course. */
export interface VoucherPlace {
  providerId: number | string;
  courseId: number;
}

/** How a lookup ended: the voucher, or the catalogue code of the message to show. */
export type VoucherOutcome =
  { ok: true; voucher: Voucher } | { ok: false; errorCode: ServerErrorCode };

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

/**
 * Looks a code up with `api.getVoucher` (which trims it and sends it as base64 of its UTF-8
 * bytes); an answer that is no voucher counts as no answer (the unknown error). Resolves null when
 * the lookup was cancelled. Spec: transactions §5 Voucher, §7.
 */
export async function lookupVoucher(
  api: Pick<ApiClient, 'getVoucher'>,
  place: VoucherPlace,
  code: string,
  signal?: AbortSignal,
): Promise<VoucherOutcome | null> {
  const result = checkAnswer(await api.getVoucher({ ...place, code, signal }), voucherShape);
  if (result.ok) return { ok: true, voucher: result.data };
  const errorCode = voucherErrorCode(result.error);
  return errorCode ? { ok: false, errorCode } : null;
}

/**
 * The lookup for one course: `lookup(code)` and whether one is pending. A new lookup replaces a
 * running one, and leaving the page cancels it; both resolve null. Spec: transactions §5, §7.
 */
export function useVoucherLookup(place: VoucherPlace) {
  const { api } = useServices();
  const [pending, setPending] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const lookup = async (code: string): Promise<VoucherOutcome | null> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPending(true);
    const outcome = await lookupVoucher(api, place, code, controller.signal);
    if (running.current !== controller) return null;
    running.current = null;
    setPending(false);
    return outcome;
  };

  return { pending, lookup };
}
