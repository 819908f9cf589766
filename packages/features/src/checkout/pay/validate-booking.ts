import type { ApiClient, Booking } from '@kurse/api-client';
import { isServerErrorCode, serverErrorMessage, type Messages } from '@kurse/i18n';

/** A booking that may be paid (as the server has it now), or the message why not. */
export type BookingCheck = { ok: true; booking: Booking } | { ok: false; message: string };

/**
 * Checks a booking before money moves (`GET /bookings/{id}/validate`): the booking as it may be
 * paid now, or the message of the server's code (booked out, no longer valid, price option no
 * longer available …); no answer or an answer without a known code is the payment error, so
 * nothing is paid that the server did not clear. Spec: transactions §7 GET /bookings/{id}/validate
 * ("Validate before payment"), §8 Booking messages.
 */
export async function validateBooking(
  api: ApiClient,
  LL: Messages,
  id: number,
): Promise<BookingCheck> {
  const result = await api.GET('/bookings/{id}/validate', { params: { path: { id } } });
  if (result.ok) return { ok: true, booking: result.data };
  const { code } = result.error;
  return {
    ok: false,
    message: isServerErrorCode(code) ? serverErrorMessage(LL, code) : LL.booking.errors.payment(),
  };
}
