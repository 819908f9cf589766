import { cents } from './units';
import type { Cents } from './units';
import type { CustomerField } from './validation-account';

/** Longest time a stored current booking is restored: 5 hours. Spec: transactions §4 Booking, §9. */
export const CURRENT_BOOKING_MAX_AGE_MS = 5 * 60 * 60 * 1000;
/**
 * Statuses a stored current booking may have to be restored: created and pending as the spec
 * says, and prepared, the checkout's form of "created" (its payment form is ready), so a reload
 * at the checkout keeps the booking to resume. Spec: transactions §4 Booking.
 */
export const RESTORABLE_BOOKING_STATUSES: readonly string[] = ['created', 'prepared', 'pending'];

/** Booking statuses in the checkout and the wider set. Spec: transactions §3 Booking, §4 Booking. */
export type BookingStatus = 'created' | 'prepared' | 'pending' | 'paid' | 'rejected' | 'approved';

/**
 * Restores the current booking from storage, or drops it (null). Spec: transactions §4 Booking, §9.
 * Kept only with status `created`, `prepared` or `pending` and `createdAt` at most 5 hours before `now`
 * (exactly 5 h is kept). An unparseable `createdAt` is dropped. A `createdAt` in the future is
 * treated as clock skew between server and device and kept when it is at most 5 hours ahead.
 */
export function restoreCurrentBooking<T extends { status: string; createdAt: string }>(
  stored: T | null,
  now: Date,
): T | null {
  if (!stored || !RESTORABLE_BOOKING_STATUSES.includes(stored.status)) return null;
  const created = Date.parse(stored.createdAt);
  if (Number.isNaN(created)) return null;
  return Math.abs(now.getTime() - created) <= CURRENT_BOOKING_MAX_AGE_MS ? stored : null;
}

/** Badge tone of a booking card: paid is success, anything else warning. Spec: transactions §2 Profile tabs. */
export function bookingStatusTone(status: string): 'success' | 'warning' {
  return status === 'paid' ? 'success' : 'warning';
}

/** Date shown on a booking card: `paidAt`, else `createdAt`. Spec: transactions §2 Profile tabs. */
export function bookingDate(booking: { paidAt?: string | null; createdAt: string }): string {
  return booking.paidAt || booking.createdAt;
}

/**
 * Costs shown on a booking card: the cents, or null for a dash when 0 or below (or missing).
 * Spec: transactions §2 Profile tabs, discovery §2 Bookings tab.
 */
export function bookingCostsDisplay(costs: number | null | undefined): Cents | null {
  return costs == null || costs <= 0 ? null : cents(costs);
}

/**
 * Statuses of a booking that is not paid yet and can still be paid: created and prepared (payment
 * form). A `pending` booking is not among them: its payment was made and is on its way (a SEPA
 * debit), see {@link isPaymentProcessing}. Spec: transactions §3 Booking, §4 Booking.
 */
export const ONGOING_BOOKING_STATUSES: readonly string[] = ['created', 'prepared'];

/**
 * A booking still open for payment shows the ongoing-booking notice with its resume button.
 * "Not paid" is read as "still open for payment": approved (settled by the provider), rejected and
 * canceled bookings are finished, and a pending one is paid but not yet credited; resuming them
 * would lead nowhere. Spec: transactions §2 Profile tabs.
 */
export function isOngoingBooking(booking: { status: string }): boolean {
  return ONGOING_BOOKING_STATUSES.includes(booking.status);
}

/**
 * A `pending` booking was paid and the money is on its way (a SEPA debit is confirmed as
 * processing and credited days later): the checkout, the redirect page and the profile show it as
 * received and being processed ("Zahlung ausstehend"), never as a failure and never to be paid or
 * cancelled again. Spec: transactions §4 Booking ("pending (waiting for payment)"), §9 (SEPA).
 */
export function isPaymentProcessing(booking: { status: string }): boolean {
  return booking.status === 'pending';
}

/**
 * A booking the provider has confirmed (`approved`) is settled without a payment here: the checkout
 * says it is confirmed and only leads back to the offer — never "cannot be paid" beside "cancel".
 * The spec's checkout names paid and prepared only ("any other status shows a failure message");
 * approved is read as confirmed (§4: "approved (confirmed)").
 * Spec: transactions §2 Checkout, §4 Booking.
 */
export function isBookingConfirmed(booking: { status: string }): boolean {
  return booking.status === 'approved';
}

/**
 * What the checkout shows: paid → success, prepared → payment, pending → processing (the payment
 * was made and is being credited), approved → confirmed (nothing to pay), else failure.
 * Spec: transactions §2 Checkout, §4 Booking.
 */
export function checkoutView(
  status: string,
): 'success' | 'payment' | 'processing' | 'confirmed' | 'failure' {
  if (status === 'paid') return 'success';
  if (isPaymentProcessing({ status })) return 'processing';
  if (isBookingConfirmed({ status })) return 'confirmed';
  return status === 'prepared' ? 'payment' : 'failure';
}

/** A part of the booking form a server error is about. Spec: transactions §5, §8 Booking messages. */
export type BookingErrorField =
  'participants' | Extract<CustomerField, 'email' | 'phone' | 'street' | 'postalCode' | 'city'>;

const FIELDS_OF_SERVER_CODE: Readonly<Record<string, readonly BookingErrorField[]>> = {
  not_enough_places: ['participants'],
  too_many_participants: ['participants'],
  participants_missing: ['participants'],
  participant_name_missing: ['participants'],
  booked_out: ['participants'],
  email_taken: ['email'],
  phone_invalid: ['phone'],
  billing_address_incomplete: ['street', 'postalCode', 'city'],
};

/**
 * The booking form's fields a server error code is about, to mark them next to the message: the
 * participants for places and participant codes, the e-mail, phone or billing address for theirs;
 * none for any other code (the message alone). Spec: transactions §5, §8 Booking messages.
 */
export function bookingErrorFields(code: string | null | undefined): readonly BookingErrorField[] {
  return code != null && Object.hasOwn(FIELDS_OF_SERVER_CODE, code)
    ? (FIELDS_OF_SERVER_CODE[code] ?? [])
    : [];
}

/**
 * Cancel in the checkout: a paid booking, a pending one whose money is on its way and one the
 * provider confirmed only close; otherwise the user confirms and the booking is cancelled on the
 * server. Spec: transactions §2 Checkout.
 */
export function checkoutCancelAction(status: string): 'close' | 'confirmCancel' {
  return status === 'paid' || isPaymentProcessing({ status }) || isBookingConfirmed({ status })
    ? 'close'
    : 'confirmCancel';
}

/**
 * Sorts by `createdAt` into a new array (stable). Spec: transactions §2 Profile tabs (bookings
 * descending, contracts ascending, on-demand newest first). Unparseable or missing dates go last.
 */
export function sortByCreatedAt<T extends { createdAt?: string | null }>(
  items: readonly T[],
  order: 'asc' | 'desc',
): T[] {
  const time = (item: T) => Date.parse(item.createdAt ?? '');
  return [...items].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (Number.isNaN(ta) || Number.isNaN(tb))
      return Number(Number.isNaN(ta)) - Number(Number.isNaN(tb));
    return order === 'asc' ? ta - tb : tb - ta;
  });
}

/** Bookings newest first by `createdAt`. Spec: transactions §2 Profile tabs, discovery §2 Bookings tab. */
export function sortBookings<T extends { createdAt?: string | null }>(bookings: readonly T[]): T[] {
  return sortByCreatedAt(bookings, 'desc');
}

/**
 * The price option the event booking page starts with: the one named by the `priceOption` query
 * when the event has it, else the only offer when the event has exactly one and it is a price
 * option (an only product still needs the visitor's choice: it leads to the contract page), else
 * none (the visitor chooses; a hint shows). Spec: transactions §2 Event booking page.
 */
export function initialPriceOption<T extends { id: number }>(
  event: { priceOptions?: readonly T[] | null; products?: readonly unknown[] | null },
  queryValue: string | null | undefined,
): T | null {
  const options = event.priceOptions ?? [];
  const wanted = queryValue && /^\d+$/.test(queryValue) ? Number(queryValue) : null;
  const named = options.find((o) => o.id === wanted);
  if (named) return named;
  const offers = options.length + (event.products?.length ?? 0);
  return offers === 1 ? (options[0] ?? null) : null;
}

/**
 * Whether booking the event needs a customer account (the password is then required): on-demand
 * events, whose room is tied to the account. The spec names a further forcing type that the
 * contract does not know. Spec: transactions §5 ("Signup is optional except for one event type
 * where it is forced, and for on-demand"), §6.
 */
export function isSignupForced(typeOf: string | null | undefined): boolean {
  return typeOf === 'on_demand';
}
