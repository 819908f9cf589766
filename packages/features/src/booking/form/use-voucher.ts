/**
 * The voucher lookup of the booking form. Spec: transactions §3 Voucher, §5 Voucher, §7
 * (GET /providers/{id}/courses/{courseId}/vouchers/{base64 code}), §8 Voucher failure.
 */
import type { ApiClient, ApiError, Voucher } from '@kurse/api-client';
import { isServerErrorCode, type ServerErrorCode } from '@kurse/i18n';
import { useEffect, useRef, useState } from 'react';
import {
  checkAnswer,
  readsOf,
  useServices,
  voucherShape,
  type Read,
  type Settled,
} from '../../core';

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
 * The read of a voucher: `api.getVoucher` (which trims the code and sends it as base64 of its
 * UTF-8 bytes) for one course. Spec: transactions §5 Voucher, §7.
 */
export const voucherRead = (place: VoucherPlace, code: string): Read<Voucher> => ({
  key: `/providers/${place.providerId}/courses/${place.courseId}/vouchers/${encodeURIComponent(code.trim())}`,
  fetch: (api, signal) => api.getVoucher({ ...place, code, signal }),
  shape: voucherShape,
});

/** What a settled voucher read means: the voucher, the message's code, or null when cancelled. */
export function voucherOutcome(settled: Settled<Voucher>): VoucherOutcome | null {
  if (settled.ok) return { ok: true, voucher: settled.data };
  const errorCode = voucherErrorCode(settled.error);
  return errorCode ? { ok: false, errorCode } : null;
}

/**
 * Looks a code up ({@link voucherRead}) without the cache; an answer that is no voucher counts as
 * no answer (the unknown error). Resolves null when the lookup was cancelled.
 * Spec: transactions §5 Voucher, §7.
 */
export async function lookupVoucher(
  api: Pick<ApiClient, 'getVoucher'>,
  place: VoucherPlace,
  code: string,
  signal?: AbortSignal,
): Promise<VoucherOutcome | null> {
  const result = checkAnswer(await api.getVoucher({ ...place, code, signal }), voucherShape);
  return voucherOutcome(
    result.ok ? { ok: true, data: result.data, at: 0 } : { ok: false, error: result.error, at: 0 },
  );
}

/**
 * The lookup for one course: `lookup(code)` and whether one is pending. It reads through the
 * loader runtime ({@link voucherRead}: the same code is asked once, a found voucher is kept for
 * a while); a newer lookup replaces a running one and leaving the page drops it, both resolving
 * null. Spec: transactions §5, §7.
 */
export function useVoucherLookup(place: VoucherPlace) {
  const reads = readsOf(useServices());
  const [pending, setPending] = useState(false);
  // The number of the latest lookup; leaving the page moves it on, so no lookup counts any more.
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const lookup = async (code: string): Promise<VoucherOutcome | null> => {
    const turn = ++latest.current;
    setPending(true);
    const read = voucherRead(place, code);
    const kept = reads.isStale(read) ? undefined : reads.peek(read);
    const settled = kept ?? (await reads.fetch(read));
    if (latest.current !== turn) return null;
    setPending(false);
    return voucherOutcome(settled);
  };

  return { pending, lookup };
}
