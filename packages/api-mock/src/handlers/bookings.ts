/**
 * Bookings: create, authorize a protected event, load, confirm, validate, cancel (transactions
 * §2 Checkout, Checkout redirect page, Free bookings, §4 Booking, §7, §8).
 */
import { isFreeBooking, isProtectionActive, validateEventPassword } from '@kurse/domain';
import { accessibleBooking } from '../bookings/access';
import { createBooking } from '../bookings/create';
import { lacksPlaces, markPaid, prepare } from '../bookings/payment';
import { findEvent } from '../db/lookup';
import { fail, noContent, notFound, ok } from '../http/replies';
import { route } from '../http/route';

const isEmptyPayment = (p: unknown) =>
  p == null || (typeof p === 'object' && Object.keys(p).length === 0);

/** Routes of the booking flow. */
export const bookingRoutes = [
  route('createBooking', '/bookings', 'post', ({ ctx, body, session, fingerprint }) =>
    createBooking(ctx, { body, session, fingerprint }),
  ),
  route('authorizeBooking', '/bookings/authorize', 'post', ({ ctx, body }) => {
    const found = findEvent(ctx.db, body?.eventId);
    if (!found) return notFound('Event not found');
    if (!isProtectionActive(found.event, ctx.now())) return noContent();
    const password = body?.password;
    const expected = found.record.eventPasswords[found.event.id];
    return validateEventPassword(password) || password !== expected
      ? fail(401, 'Wrong password.', 'wrong_password')
      : noContent();
  }),
  route('getBooking', '/bookings/{id}', 'get', ({ ctx, params, session, fingerprint }) => {
    const found = accessibleBooking(ctx.db, params.id, session, fingerprint);
    return 'denied' in found ? found.denied : ok(found.record.booking);
  }),
  route('confirmBooking', '/bookings/{id}/confirm', 'post', (r) => {
    const found = accessibleBooking(r.ctx.db, r.params.id, r.session, r.fingerprint);
    if ('denied' in found) return found.denied;
    const { record } = found;
    const b = record.booking;
    if (b.status === 'paid') return ok(b);
    if (b.status === 'canceled' || b.status === 'rejected') {
      return fail(400, 'The booking is in the wrong state.', 'wrong_state');
    }
    const payment = r.body?.paymentObject;
    if (!isFreeBooking(b.costs) && isEmptyPayment(payment)) {
      return fail(422, 'The payment is missing.', 'payment_error');
    }
    const status = payment && typeof payment['status'] === 'string' ? payment['status'] : null;
    if (status === 'requires_payment_method' || status === 'canceled' || status === 'failed') {
      return fail(409, 'The payment was not approved.', 'payment_not_approved');
    }
    if (lacksPlaces(r.ctx, record)) return fail(422, 'This date is booked out.', 'booked_out');
    if (status === 'processing') b.status = 'pending';
    else markPaid(r.ctx, record);
    return ok(b);
  }),
  route(
    'validateBooking',
    '/bookings/{id}/validate',
    'get',
    ({ ctx, params, session, fingerprint }) => {
      const found = accessibleBooking(ctx.db, params.id, session, fingerprint);
      if ('denied' in found) return found.denied;
      const { record } = found;
      const b = record.booking;
      if (b.status === 'canceled' || b.status === 'rejected') {
        return fail(422, 'This booking is no longer valid.', 'booking_invalid');
      }
      if (b.status !== 'paid') {
        const event = findEvent(ctx.db, b.event?.id)?.event;
        const optionId = b.priceOption?.id;
        if (optionId !== undefined && !event?.priceOptions?.some((o) => o.id === optionId)) {
          return fail(422, 'This price option is no longer available.', 'price_option_unavailable');
        }
        if (lacksPlaces(ctx, record)) return fail(422, 'This date is booked out.', 'booked_out');
        if (!isFreeBooking(b.costs)) prepare(ctx, record);
      }
      return ok(b);
    },
  ),
  route(
    'cancelBooking',
    '/bookings/{id}/cancel',
    'get',
    ({ ctx, params, session, fingerprint }) => {
      const found = accessibleBooking(ctx.db, params.id, session, fingerprint);
      if ('denied' in found) return found.denied;
      const b = found.record.booking;
      if (b.status === 'paid')
        return fail(409, 'A paid booking cannot be cancelled.', 'wrong_state');
      b.status = 'canceled';
      return ok(b);
    },
  ),
];
