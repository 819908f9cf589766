import type { Booking } from '@kurse/api-client';
import { coursePath } from '../../provider';
import { routePath } from '../../course';

/**
 * Where closing a checkout leads: the booking's course page, or the provider's page when the
 * booking names no course. Spec: transactions §2 Checkout ("returns to the course page").
 */
export function bookingCoursePath(slug: string, booking: Pick<Booking, 'course'>): string {
  const id = booking.course?.id;
  return id === undefined ? routePath('provider', { slug }) : coursePath(slug, id);
}
