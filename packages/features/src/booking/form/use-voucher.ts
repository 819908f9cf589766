/**
 * The voucher lookup of the booking form. Spec: transactions §3 Voucher, §5 Voucher, §7
 * (GET /providers/{id}/courses/{courseId}/vouchers/{base64 code}), §8 Voucher failure.
 */
import type { ApiClient, Voucher } from '@kurse/api-client';
import type { Messages, ServerErrorCode } from '@kurse/i18n';
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
 * What a failed lookup means and says (the catalogue's messages of the server's codes, with the
 * whole catalogue of booking errors): loaded with the first failed lookup, not with the form.
 */
const loadOutcome = () => import('./voucher-outcome');

/**
 * What a settled voucher read means: the voucher, the message's code, or null when cancelled.
 * When the code of a failure's meaning does not load (offline), the unknown error.
 */
async function outcomeOf(settled: Settled<Voucher>): Promise<VoucherOutcome | null> {
  if (settled.ok) return { ok: true, voucher: settled.data };
  return loadOutcome().then(
    ({ voucherOutcome }) => voucherOutcome(settled),
    (): VoucherOutcome => ({ ok: false, errorCode: 'unknown_error' }),
  );
}

/**
 * The catalogue's message of a failed lookup's code (the unknown error's when its code does not
 * load). Spec: transactions §8 Voucher failure, Booking messages.
 */
export function voucherFailureText(LL: Messages, code: ServerErrorCode): Promise<string> {
  return loadOutcome().then(
    (outcome) => outcome.voucherFailureText(LL, code),
    () => LL.booking.errors.server.unknown_error(),
  );
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
  return outcomeOf(
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
    const outcome = await outcomeOf(kept ?? (await reads.fetch(read)));
    if (latest.current !== turn) return null;
    setPending(false);
    return outcome;
  };

  return { pending, lookup };
}
