/**
 * Payments of a booking and the voucher lookup (transactions §4 Payment methods, Voucher, §5,
 * §7, §8 PayPal, Payment). PayPal orders above 10,000 € are refused like PayPal does.
 */
import { issueSecret } from '../db/random';
import { accessibleBooking } from '../bookings/access';
import { paypalClientOf, prepare } from '../bookings/payment';
import { findProvider, toId } from '../db/lookup';
import { badRequest, fail, ok } from '../http/replies';
import { route } from '../http/route';

/** Highest amount in cents a PayPal order may have. */
export const PAYPAL_MAX_AMOUNT = 1_000_000;

/** The voucher code from the path: base64 (standard alphabet) of the trimmed code, as UTF-8. */
export function decodeVoucherCode(encoded: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
  } catch {
    return null;
  }
}

/** Routes of payments and vouchers. */
export const bookingPaymentRoutes = [
  route('createBookingPayment', '/bookings/{id}/payments', 'post', (r) => {
    const found = accessibleBooking(r.ctx.db, r.params.id, r.session, r.fingerprint);
    if ('denied' in found) return found.denied;
    const { record } = found;
    const b = record.booking;
    const type = r.body?.payment?.type;
    if (type !== 'paypal' && type !== 'stripe')
      return badRequest('payment.type must be paypal or stripe.');
    if (b.status === 'paid' || b.status === 'canceled' || b.status === 'rejected') {
      return fail(409, 'The booking is in another status.', 'wrong_state');
    }
    prepare(r.ctx, record);
    if (type === 'stripe') {
      b.paypalOrderId = null;
      b.paymentMethod = null;
      b.clientSecret = `${issueSecret(`pi_demo_${b.id}`)}_secret_demo`;
      return ok(b);
    }
    if (paypalClientOf(r.ctx, record) === null)
      return badRequest('PayPal is not available for this booking.');
    if (b.costs > PAYPAL_MAX_AMOUNT)
      return fail(422, 'The amount is too high for PayPal.', 'amount_too_high');
    b.paypalOrderId = issueSecret(`PAYPAL-DEMO-${b.id}`).toUpperCase();
    b.paymentMethod = { type: 'paypal', id: b.paypalOrderId, last4: null };
    return ok(b);
  }),
  route('validateBookingPayment', '/bookings/{id}/payments/validate', 'post', (r) => {
    const found = accessibleBooking(r.ctx.db, r.params.id, r.session, r.fingerprint);
    if ('denied' in found) return found.denied;
    const token = r.body?.payment?.tokenId?.trim();
    if (!token) return fail(422, 'No payment method.', 'no_payment_method');
    if (token.includes('invalid')) return fail(422, 'The IBAN is not valid.', 'iban_not_valid');
    return ok({ valid: true });
  }),
  route(
    'getVoucher',
    '/providers/{id}/courses/{courseId}/vouchers/{code}',
    'get',
    ({ ctx, params }) => {
      const provider = findProvider(ctx.db, params.id);
      const courseId = toId(params.courseId);
      const code = decodeVoucherCode(params.code)?.toUpperCase();
      const hit = ctx.db.vouchers.find(
        (v) =>
          v.providerId === provider?.provider.id &&
          v.courseId === courseId &&
          v.voucher.code.trim().toUpperCase() === code,
      );
      return hit
        ? ok(hit.voucher)
        : fail(
            404,
            'Voucher code unknown, no longer exists or already redeemed.',
            'voucher_invalid',
          );
    },
  ),
];
