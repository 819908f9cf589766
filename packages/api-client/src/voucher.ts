/**
 * The voucher code as the lookup path carries it. Spec: transactions §7 (GET
 * /providers/{id}/courses/{courseId}/vouchers/{base64 code}); contract parameter `code`.
 */
import { normalizeVoucherCode } from '@kurse/domain';

/**
 * The trimmed code (domain `normalizeVoucherCode`), UTF-8 encoded, as standard base64. Pass this
 * as the `code` path parameter: openapi-fetch percent-encodes it (`/`, `+`, `=`).
 */
export function encodeVoucherCode(code: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(normalizeVoucherCode(code))) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

/** The finished path segment: base64 of the trimmed code, percent-encoded (`U09NTUVSMTA%3D`). */
export function voucherPathSegment(code: string): string {
  return encodeURIComponent(encodeVoucherCode(code));
}
