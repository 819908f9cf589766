import type { Booking } from '@kurse/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { useStore } from '../../core';
import { checked } from '../../core';
import { bookingShape } from '../../core';

/** The booking of the checkout. */
export type CheckoutLoad =
  { status: 'loading' } | { status: 'ready'; booking: Booking } | { status: 'failed' };

/**
 * The booking of `/{slug}/checkout/{id}`: the current booking when it is this one, otherwise
 * loaded by id (`GET /bookings/{id}`); a failure to load is the failure message.
 * Spec: transactions §2 Checkout ("If the booking is not already held it is loaded by id"), §8.
 */
export function useCheckoutBooking(id: string): [CheckoutLoad, (booking: Booking) => void] {
  const { api } = useServices();
  const { current } = useStore('booking');
  const held = current && String(current.id) === id ? (current as Booking) : null;
  const [loaded, setLoaded] = useState<{ id: string; load: CheckoutLoad } | null>(null);
  const valid = /^\d+$/.test(id);

  useEffect(() => {
    if (held || !valid) return;
    const controller = new AbortController();
    void api
      .GET('/bookings/{id}', { params: { path: { id: Number(id) } }, signal: controller.signal })
      .then(checked(bookingShape))
      .then((result) => {
        if (result.ok) setLoaded({ id, load: { status: 'ready', booking: result.data } });
        else if (result.error.kind !== 'cancelled') setLoaded({ id, load: { status: 'failed' } });
      });
    return () => controller.abort();
    // Loaded once per id; a held booking needs no request.
  }, [api, id, valid, held === null]);

  const update = (booking: Booking) => setLoaded({ id, load: { status: 'ready', booking } });
  if (!valid) return [{ status: 'failed' }, update];
  if (loaded?.id === id && loaded.load.status === 'ready') return [loaded.load, update];
  if (held) return [{ status: 'ready', booking: held }, update];
  return [loaded?.id === id ? loaded.load : { status: 'loading' }, update];
}
