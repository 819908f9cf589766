import type { Booking } from '@kurse/api-client';
import { parseRouteId } from '@kurse/domain';
import { useState } from 'react';
import { bookingShape, useRead, useStore, type Read } from '../../core';

/** The booking of the checkout. */
export type CheckoutLoad =
  | { status: 'loading' }
  | { status: 'ready'; booking: Booking }
  /** `retry` reads the booking again; none for an address that names no booking. */
  | { status: 'failed'; retry?: () => void };

/**
 * The read of a booking by id (`GET /bookings/{id}`, with the session or the device fingerprint):
 * `customer` (the session user's id, or null) is part of its key, so one customer's booking is
 * never shown to another or after a logout. Spec: transactions §7 GET /bookings/{id}.
 */
export const bookingRead = (bookingId: number, customer: number | null): Read<Booking> => ({
  key: `/bookings/${bookingId}#customer=${customer ?? ''}`,
  fetch: (api, signal) =>
    api.GET('/bookings/{id}', { params: { path: { id: bookingId } }, signal }),
  shape: bookingShape,
  // A booking changes with its payment: each checkout reads it anew.
  fresh: 0,
});

/**
 * The booking of `/{slug}/checkout/{id}`: the current booking when it is this one, otherwise
 * loaded by id ({@link bookingRead}); a failure to load is the failure message with a retry. `update` shows a
 * newer state of the booking (after its check or payment).
 * Spec: transactions §2 Checkout ("If the booking is not already held it is loaded by id"), §8.
 */
export function useCheckoutBooking(id: string): [CheckoutLoad, (booking: Booking) => void] {
  const { current } = useStore('booking');
  const customer = useStore('session').user?.id ?? null;
  const held = current && String(current.id) === id ? (current as Booking) : null;
  const [updated, setUpdated] = useState<{ id: string; booking: Booking } | null>(null);
  const bookingId = parseRouteId(id);
  // A held booking needs no request.
  const read = useRead(held || bookingId === null ? null : bookingRead(bookingId, customer));

  const update = (booking: Booking) => setUpdated({ id, booking });
  if (bookingId === null) return [{ status: 'failed' }, update];
  if (updated?.id === id) return [{ status: 'ready', booking: updated.booking }, update];
  if (read.status === 'ready' && !read.refreshing)
    return [{ status: 'ready', booking: read.data }, update];
  if (held) return [{ status: 'ready', booking: held }, update];
  if (read.status === 'failed') return [{ status: 'failed', retry: read.retry }, update];
  return [{ status: 'loading' }, update];
}
