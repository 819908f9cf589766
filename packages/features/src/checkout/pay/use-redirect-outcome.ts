import type { ApiClient, Booking } from '@kurse/api-client';
import {
  nextPollStep,
  parseRouteId,
  redirectDecision,
  redirectFailureKey,
  type RedirectFailureKey,
} from '@kurse/domain';
import { useEffect, useState } from 'react';
import { useRead, useStore } from '../../core';
import type { GatewayActions } from '../payments';
import { bookingRead } from './use-checkout-booking';

/** Where the redirect return ends. */
export type RedirectOutcome =
  | { kind: 'checking' }
  | { kind: 'success'; booking: Booking }
  | { kind: 'failure'; key: RedirectFailureKey }
  | { kind: 'paymentError' };

/** The booking of the redirect return, loaded before the gateway (it names the connected account). */
export type RedirectBookingLoad =
  | { kind: 'checking' }
  | { kind: 'ready'; booking: Booking }
  | { kind: 'failure'; key: RedirectFailureKey };

/**
 * Loads the booking of the redirect return ({@link bookingRead}); a failure is the failure by
 * HTTP status, or generic (an answer that is no booking included); an id that is not a number
 * (domain `parseRouteId`) is not found, without a request. Spec: transactions §2 Checkout redirect
 * page; §8 Redirect failures.
 */
export function useRedirectBooking(_api: ApiClient, bookingId: string): RedirectBookingLoad {
  const customer = useStore('session').user?.id ?? null;
  const id = parseRouteId(bookingId);
  const read = useRead(id === null ? null : bookingRead(id, customer));
  if (id === null) return { kind: 'failure', key: redirectFailureKey(404) };
  if (read.status === 'failed') {
    return { kind: 'failure', key: redirectFailureKey(read.error.status || null) };
  }
  // A kept booking is read anew first: the return decides by its current status.
  if (read.status === 'loading' || read.refreshing) return { kind: 'checking' };
  return { kind: 'ready', booking: read.data };
}

/** What the redirect return reads. */
export interface RedirectInput {
  api: ApiClient;
  /** The gateway's actions once it is ready, else null. */
  actions: GatewayActions | null;
  /** The booking, loaded by {@link useRedirectBooking}. */
  booking: Booking;
  /** The `redirect_status` and `payment_intent_client_secret` queries. */
  redirectStatus: string | null;
  clientSecret: string | null;
  /** The wait between lookups of a pending intent. @default 5000 (domain `PAYMENT_POLLING`) */
  pollIntervalMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the redirect return once; `alive` stops it when the page goes away. */
async function settle(input: RedirectInput, alive: () => boolean): Promise<RedirectOutcome> {
  const { api, actions, booking, redirectStatus, clientSecret } = input;
  const { id } = booking;
  const decision = redirectDecision({ bookingStatus: booking.status, redirectStatus });
  if (decision.kind === 'success') return { kind: 'success', booking };
  if (decision.kind !== 'lookupIntent') return decision;
  if (!actions || !clientSecret) return { kind: 'paymentError' };
  for (let attempt = 0; alive();) {
    const found = await actions.retrieveIntent(clientSecret);
    if ('code' in found) return { kind: 'paymentError' };
    const step = nextPollStep(found.paymentIntent.status, attempt);
    if (step.kind === 'paymentError') return step;
    if (step.kind === 'poll') {
      attempt = step.attempt;
      await wait(input.pollIntervalMs ?? step.delayMs);
      continue;
    }
    const confirmed = await api.POST('/bookings/{id}/confirm', {
      params: { path: { id } },
      body: { paymentObject: { ...found.paymentIntent } },
    });
    return confirmed.ok
      ? { kind: 'success', booking: confirmed.data }
      : { kind: 'failure', key: redirectFailureKey(confirmed.error.status || null) };
  }
  return { kind: 'checking' };
}

/**
 * The checkout redirect return of the loaded booking (paid → success); `redirect_status` canceled
 * or failed → that failure; succeeded,
 * processing or pending → the payment intent is looked up at the gateway: succeeded or processing
 * confirm the booking with it, pending looks again every 5 s up to 5 times and then confirms
 * anyway; anything else, or an intent error, → the payment error. Confirm failures by status (400,
 * 401, 404, 409, 410). Spec: transactions §2 Checkout redirect page; §8 Redirect failures; §9
 * (domain `PAYMENT_POLLING`).
 */
export function useRedirectOutcome(input: RedirectInput): RedirectOutcome {
  const [outcome, setOutcome] = useState<RedirectOutcome>({ kind: 'checking' });
  const ready = input.actions !== null;
  useEffect(() => {
    if (!ready) return;
    let alive = true;
    void settle(input, () => alive).then((result) => {
      if (alive) setOutcome(result);
    });
    return () => {
      alive = false;
    };
    // Runs once the gateway is ready; the address does not change on this page.
  }, [ready]);
  return outcome;
}
