import type { Booking } from '@kurse/api-client';
import { setCurrentBooking } from '../../../booking';
import type { Stores } from '../../../core';
import { resumePath } from './links';

/**
 * Resumes a not-paid booking from the bookings tab: makes it the current booking and goes to its
 * checkout. Does nothing when the booking names no provider (there is nowhere to go).
 * Spec: discovery §2 Bookings tab; transactions §2 Profile tabs, §4 Booking.
 */
export function resumeBooking(
  booking: Booking,
  stores: Pick<Stores, 'booking'>,
  navigate: (path: string) => void,
): void {
  const path = resumePath(booking);
  if (path === null) return;
  setCurrentBooking(stores, booking);
  navigate(path);
}
