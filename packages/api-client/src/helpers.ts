/**
 * Calls with a shape of their own: the error report and the voucher lookup.
 * Spec: discovery §7 (POST /err), transactions §7, §8 (voucher lookup and failure).
 */
import type { ApiMethod } from './client';
import type { ApiResult } from './result';
import type { Voucher } from './types';
import { encodeVoucherCode } from './voucher';

/** Context of an error report (route, status, component stack, …). */
export type ErrorReportData = Record<string, unknown> | null;

/** What {@link ApiHelpers.getVoucher} needs. */
export interface VoucherLookup {
  /** Numeric id or slug of the provider. */
  providerId: string | number;
  courseId: number;
  /** The code as typed; it is trimmed and base64-encoded here. */
  code: string;
  signal?: AbortSignal;
}

/** Helpers bound to a client. */
export interface ApiHelpers {
  /**
   * Reports a client error with `POST /err` (session token sent when present). Never throws and
   * never rejects: resolves true when the server recorded it, false otherwise. Spec: discovery §7.
   */
  reportError(message: string, data?: ErrorReportData): Promise<boolean>;
  /**
   * Looks a voucher up; 404 and 410 mean unknown, no longer existing or already redeemed.
   * Spec: transactions §7, §8 Voucher failure.
   */
  getVoucher(lookup: VoucherLookup): Promise<ApiResult<Voucher>>;
}

interface Methods {
  GET: ApiMethod<'get'>;
  POST: ApiMethod<'post'>;
}

/** Binds the helpers to a client's methods. */
export function createHelpers({ GET, POST }: Methods): ApiHelpers {
  return {
    async reportError(message, data = null) {
      try {
        const result = await POST('/err', { body: { message: String(message), data } });
        return result.ok;
      } catch {
        return false;
      }
    },
    getVoucher({ providerId, courseId, code, signal }) {
      return GET('/providers/{id}/courses/{courseId}/vouchers/{code}', {
        params: { path: { id: String(providerId), courseId, code: encodeVoucherCode(code) } },
        signal,
      });
    },
  };
}
