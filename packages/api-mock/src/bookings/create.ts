/** Booking creation (transactions §2 Booking form, §4 Booking, §5, §7 POST /bookings, §8). */
import { bookingSummary, isFreeBooking, normalizeVoucherCode, voucherTerms } from '@kurse/domain';
import type { MockContext } from '../context';
import { RECORD_BOUND, appendBounded } from '../db/bounds';
import { createCustomer, customerByEmail, userView } from '../db/customers';
import { findEvent, providerById } from '../db/lookup';
import type { BookingRecord, CustomerRecord, Schemas } from '../db/types';
import { badRequest, created, fail } from '../http/replies';
import {
  availabilityProblem,
  bookingItemOptions,
  customerProblem,
  participantProblem,
  passwordProblem,
} from './checks';
import { buildBooking } from './build';
import { prepare } from './payment';

/** What the handler passes in. */
export interface CreateInput {
  body: Partial<Schemas['BookingCreateRequest']> | null;
  session: CustomerRecord | null;
  fingerprint: string;
}

function findVoucher(ctx: MockContext, providerId: number, courseId: number, code: string) {
  const key = code.toUpperCase();
  return ctx.db.vouchers.find(
    (v) =>
      v.providerId === providerId &&
      v.courseId === courseId &&
      v.voucher.code.toUpperCase() === key,
  )?.voucher;
}

/** Checks and stores a new booking; answers it prepared for payment, or created when free. */
export function createBooking(ctx: MockContext, { body, session, fingerprint }: CreateInput) {
  const input = body?.booking;
  const customer = body?.customer;
  if (!input || !customer || !Array.isArray(input.participantsAttributes)) {
    return badRequest('booking and customer are required.');
  }
  const found = findEvent(ctx.db, input.eventId);
  if (!found)
    return fail(422, 'This booking option is not available.', 'booking_option_unavailable');
  const { record: courseRecord, event } = found;
  const now = ctx.now();
  const options = event.priceOptions ?? [];
  const option = options.find((o) => o.id === input.priceOptionId) ?? null;
  const names = input.participantsAttributes.map((p) => p?.name);
  const voucherCode = normalizeVoucherCode(input.voucherCode);
  const provider = providerById(ctx.db, courseRecord.providerId);
  const voucher = voucherCode
    ? findVoucher(ctx, courseRecord.providerId, courseRecord.course.id, voucherCode)
    : undefined;
  const items = bookingItemOptions(event, input.bookingItemValuesAttributes ?? []);
  const problem =
    availabilityProblem(courseRecord, event, now) ??
    passwordProblem(courseRecord, event, input.password, now) ??
    (options.length > 0 && !option
      ? fail(422, 'This price option is no longer available.', 'price_option_unavailable')
      : null) ??
    participantProblem(event, option, names) ??
    customerProblem(customer, session, event) ??
    (!session && customer.password && customerByEmail(ctx.db, customer.email)
      ? fail(422, 'This e-mail is already registered.', 'email_taken', {
          email: ['has already been taken'],
        })
      : null) ??
    (typeof items === 'string' ? fail(422, items, 'booking_option_unavailable') : null) ??
    (voucherCode && !voucher
      ? fail(422, 'Voucher code unknown.', 'voucher_invalid', { voucherCode: ['is invalid'] })
      : null);
  if (problem || typeof items === 'string' || !provider) {
    return problem ?? fail(422, 'This provider cannot be booked.', 'provider_not_bookable');
  }
  const course = courseRecord.course;
  const summary = bookingSummary({
    price: option?.price ?? 0,
    participants: names.length,
    priceOptionType: option?.typeOf ?? null,
    items: items.map((i) => ({ price: i.option?.price ?? 0, quantity: i.value.quantity ?? 1 })),
    voucher: voucherTerms(voucher),
    serviceFeeRate: course.serviceFeeRate ?? 0,
    maxServiceFee: course.maxServiceFee ?? null,
    serviceFeeIncluded: course.serviceFeeIncluded ?? false,
  });
  if (voucher && !summary.voucher.applies) {
    return fail(422, 'The voucher needs a higher booking amount.', 'voucher_min_amount');
  }
  const account =
    session ??
    (customer.password && customer.firstName && customer.lastName && customer.email
      ? createCustomer(ctx, {
          ...customer,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          password: customer.password,
        })
      : null);
  const booking = buildBooking(ctx, {
    course: courseRecord,
    event,
    option,
    names,
    items,
    voucher: voucher ?? null,
    summary,
    provider,
    user: account ? userView(ctx.db, account) : null,
    paymentMethod: account?.paymentMethods[0] ?? null,
    note: input.note ?? null,
    questions: input.questions ?? null,
  });
  const record: BookingRecord = {
    booking,
    customerId: account?.user.id ?? null,
    deviceFingerprint: fingerprint,
  };
  appendBounded(ctx.db.bookings, record, RECORD_BOUND);
  if (!isFreeBooking(booking.costs)) prepare(ctx, record);
  return created(booking);
}
