import type { Booking } from '@kurse/api-client';
import { describe, expect, it } from 'vitest';
import { bookingCourseHref, bookingEventHref, resumePath, roomHref } from './links';

const booking: Pick<Booking, 'id' | 'provider' | 'course' | 'event' | 'onDemand'> = {
  id: 20008,
  provider: { slug: 'yogamama-muenchen' },
  course: { id: 115, name: 'Yoga für Zuhause – Videokurs' },
  event: { id: 1151, typeOf: 'on_demand' },
  onDemand: { roomId: 401, roomToken: 'rt_yoga_7f3a9c21', validDays: 30, validUntil: null },
};

describe('booking card links (discovery §2 Route table, transactions §2 Route table)', () => {
  it('builds the course, event and room addresses from the provider slug', () => {
    expect(bookingCourseHref(booking)).toBe('/yogamama-muenchen/courses/115');
    expect(bookingEventHref(booking)).toBe('/yogamama-muenchen/courses/115/1151');
    expect(roomHref(booking)).toBe('/yogamama-muenchen/rooms/401/rt_yoga_7f3a9c21');
    expect(resumePath(booking)).toBe('/yogamama-muenchen/checkout/20008');
  });

  it('resumes at the checkout also when the booking names no course', () => {
    const noCourse = { ...booking, course: undefined, event: undefined };
    expect(resumePath(noCourse)).toBe('/yogamama-muenchen/checkout/20008');
    expect(bookingCourseHref(noCourse)).toBeNull();
    expect(bookingEventHref(noCourse)).toBeNull();
  });

  it('gives no address without a provider slug or without on-demand data', () => {
    const nowhere = { ...booking, provider: undefined };
    expect([resumePath(nowhere), bookingCourseHref(nowhere), roomHref(nowhere)]).toEqual([
      null,
      null,
      null,
    ]);
    expect(roomHref({ ...booking, onDemand: null })).toBeNull();
  });
});
