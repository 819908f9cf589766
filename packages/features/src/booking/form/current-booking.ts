import { isOngoingBooking } from '@kurse/domain';
import type { ApiClient, Booking } from '@kurse/api-client';
import type { Stores } from '../../core';

/**
 * Cancels a booking on the server and forgets it as the current booking. The current booking is
 * cleared even when the server call fails: the visitor chose to leave it, and an open booking
 * expires on the server by itself. Spec: transactions §2 Event booking page, Checkout; §4 Booking
 * (cancelling calls the server and clears the current booking); §7 GET /bookings/{id}/cancel.
 */
export async function cancelBooking(
  api: ApiClient,
  stores: Pick<Stores, 'booking'>,
  booking: Pick<Booking, 'id'>,
): Promise<void> {
  const result = await api.GET('/bookings/{id}/cancel', { params: { path: { id: booking.id } } });
  if (!result.ok && result.error.kind !== 'cancelled') {
    console.warn('The booking could not be cancelled on the server.', result.error);
  }
  if (stores.booking.current?.id === booking.id) stores.booking.current = null;
}

/** The current booking when it is an open (not paid) booking of the event. */
export function openBookingOf(stores: Pick<Stores, 'booking'>, eventId: number): Booking | null {
  const current = stores.booking.current;
  return current && isOngoingBooking(current) && current.event?.id === eventId ? current : null;
}

/**
 * Makes a booking the current one (stored; restored for at most 5 hours while created or
 * pending). Spec: transactions §4 Booking ("On create the booking is stored as the current
 * booking").
 */
export function setCurrentBooking(stores: Pick<Stores, 'booking'>, booking: Booking): void {
  stores.booking.current = booking;
}

/**
 * Forgets the current booking unless it is paid (closing the checkout's success dialog, leaving
 * the checkout). Spec: transactions §2 Checkout ("Closing it clears the current booking if not
 * paid").
 */
export function clearUnpaidBooking(stores: Pick<Stores, 'booking'>): void {
  const current = stores.booking.current;
  if (current && current.status !== 'paid') stores.booking.current = null;
}
