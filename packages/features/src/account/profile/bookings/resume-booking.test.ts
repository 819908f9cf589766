import type { Booking } from '@kurse/api-client';
import { describe, expect, it, vi } from 'vitest';
import { harness } from '../../../core/test';
import { resumeBooking } from './resume-booking';

/** The demo customer's bookings as `GET /customers/bookings` answers them. */
async function demoBookings(): Promise<{
  bookings: Booking[];
  stores: ReturnType<typeof harness>['stores'];
}> {
  const { api, stores } = harness();
  const login = await api.POST('/customers/login', {
    body: { customer: { email: 'demo@kurse.example', password: 'kurse-demo' } },
  });
  if (!login.ok) throw new Error('The demo login failed.');
  const list = await api.GET('/customers/bookings');
  if (!list.ok) throw new Error('The bookings did not load.');
  return { bookings: list.data.bookings, stores };
}

describe('resumeBooking (transactions §2 Profile tabs)', () => {
  it('makes the prepared booking current and goes to its checkout', async () => {
    const { bookings, stores } = await demoBookings();
    const prepared = bookings.find((b) => b.id === 20004);
    if (!prepared) throw new Error('The seed has no booking 20004.');
    const navigate = vi.fn();
    resumeBooking(prepared, stores, navigate);
    expect(stores.booking.current?.id).toBe(20004);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/codekids-koeln/checkout/20004');
  });

  it('takes the slug of the course provider when the booking names no provider', async () => {
    const { bookings, stores } = await demoBookings();
    const created = bookings.find((b) => b.id === 20003);
    if (!created?.course) throw new Error('The seed has no booking 20003 with a course.');
    const navigate = vi.fn();
    const withoutProvider = {
      ...created,
      provider: undefined,
      course: { ...created.course, provider: { slug: 'musikgarten-klangwiese' } },
    };
    resumeBooking(withoutProvider, stores, navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      `/musikgarten-klangwiese/checkout/${created.id}`,
    );
    expect(stores.booking.current?.id).toBe(20003);
  });

  it('leaves the current booking and the page alone when no provider is known', async () => {
    const { bookings, stores } = await demoBookings();
    const pending = bookings.find((b) => b.id === 20005);
    if (!pending?.course) throw new Error('The seed has no booking 20005 with a course.');
    const navigate = vi.fn();
    const nowhere = {
      ...pending,
      provider: undefined,
      course: { ...pending.course, provider: undefined },
    };
    resumeBooking(nowhere, stores, navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(stores.booking.current).toBeNull();
  });
});
