import type { Booking } from '@kurse/api-client';
import { bookingCoursePath } from '../../checkout/booking-path';
import { coursePath } from '../../courses/course-path';
import { routePath } from '../../events/links';

type BookingPlace = Pick<Booking, 'provider' | 'course' | 'event' | 'onDemand'>;

/** The slug of the booking's provider (else of its course's provider), or null when it names none. */
export function bookingSlug(booking: Pick<Booking, 'provider' | 'course'>): string | null {
  return booking.provider?.slug ?? booking.course?.provider?.slug ?? null;
}

/**
 * Where resuming a not-paid booking leads: its course page (the provider page without a course),
 * or null without a provider. Spec: transactions §2 Profile tabs ("goes to the course page").
 */
export function resumePath(booking: BookingPlace): string | null {
  const slug = bookingSlug(booking);
  return slug === null ? null : bookingCoursePath(slug, booking);
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
