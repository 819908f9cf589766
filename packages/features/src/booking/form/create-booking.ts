import type { ApiClient, ApiError, Booking, BookingCreateRequest } from '@kurse/api-client';
import { isFreeBooking } from '@kurse/domain';
import { firstFieldAlert, isServerErrorCode, serverErrorMessage, type Messages } from '@kurse/i18n';
import { classifyFieldErrors, fieldMessages } from '../../core';
import { checkAnswer } from '../../core';
import { bookingShape } from '../../core';
import { submitKeys, type SubmitKeys } from '../../core';

/** The outcome of creating a booking. */
export type CreateOutcome =
  | { ok: true; booking: Booking }
  | {
      ok: false;
      /** The catalogue's message for the alert. */
      alert: string;
      /** The server's error code, when it sent one (to mark the fields it is about). */
      code: string | null;
      /** The answer's status (0: none). */
      status: number;
      /** The catalogue's messages of the server's field errors (camelCase), shown at the fields. */
      fieldErrors: Record<string, string>;
    };

/**
 * The alert of a failed create, by the booking create catalogue: no answer → unknown error; 401 →
 * wrong password; 422 → the message of the server's code, or the first field's message (by its
 * label) when it sends field errors without a known code; 429 → too many
 * requests; 400 → contact the provider; others → unknown error.
 * Spec: transactions §8 Booking create, Booking messages.
 */
export function createErrorMessage(LL: Messages, error: ApiError, cap?: number): string {
  const texts = LL.booking.errors;
  if (error.status === 0) return texts.server.unknown_error();
  if (error.status === 401) return texts.server.wrong_password();
  if (error.status === 422) {
    // Without a known code the alert names the first field's message (transactions §8).
    const first = firstFieldAlert(LL, classifyFieldErrors(error.fieldErrors));
    if (!isServerErrorCode(error.code) && first) return first;
    return serverErrorMessage(LL, error.code, { maxParticipants: cap });
  }
  if (error.status === 429) return texts.create.tooManyRequests();
  if (error.status === 400) return texts.create.badRequest();
  return texts.server.unknown_error();
}

/** The booking form's submit keys (one booking form at a time). */
const bookingSubmits = submitKeys();

/**
 * Sends the booking (`POST /bookings`) with the submit's `Idempotency-Key` ({@link SubmitKeys}). A
 * free booking (costs 0 or below) is confirmed at once with an empty payment; errors of that
 * confirm are only logged, the checkout shows the booking's state.
 * Spec: transactions §2 Free bookings, §4 Booking, §7 POST /bookings and /bookings/{id}/confirm, §8.
 */
export async function createBooking(
  api: ApiClient,
  LL: Messages,
  body: BookingCreateRequest,
  cap?: number,
  keys: SubmitKeys = bookingSubmits,
): Promise<CreateOutcome> {
  const key = keys.keyFor(body);
  const answer = await api.POST('/bookings', {
    body,
    params: { header: { 'Idempotency-Key': key } },
  });
  keys.settled(answer.ok || answer.error.status !== 0);
  const result = checkAnswer(answer, bookingShape);
  if (!result.ok) {
    return {
      ok: false,
      alert: createErrorMessage(LL, result.error, cap),
      fieldErrors:
        result.error.status === 422
          ? fieldMessages(LL, classifyFieldErrors(result.error.fieldErrors))
          : {},
      code: result.error.code ?? null,
      status: result.error.status,
    };
  }
  let booking = result.data;
  if (isFreeBooking(booking.costs)) {
    const confirmed = await api.POST('/bookings/{id}/confirm', {
      params: { path: { id: booking.id } },
      body: { paymentObject: {} },
    });
    if (confirmed.ok) booking = confirmed.data;
    else console.warn('The free booking could not be confirmed.', confirmed.error);
  }
  return { ok: true, booking };
}
