import type { Booking, Contract } from '@kurse/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../core';
import type { ProfileLoad } from './load';
import { checkAnswer } from '../../core';
import { bookingListShape, contractListShape } from '../../core';

/** One customer list of the profile: its load and `reload` (after a change or a failure). */
export interface ProfileList<T> {
  load: ProfileLoad<readonly T[]>;
  reload: () => void;
}

/**
 * Loads one of the logged-in customer's lists with the session token; `enabled` false (logged
 * out) keeps it loading without a request. A newer load cancels the one in flight.
 */
function useCustomerList<T>(
  enabled: boolean,
  fetch: (
    signal: AbortSignal,
  ) => Promise<{ ok: true; data: readonly T[] } | { ok: false; cancelled: boolean }>,
): ProfileList<T> {
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const [load, setLoad] = useState<ProfileLoad<readonly T[]>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    void fetch(controller.signal).then((result) => {
      if (result.ok) setLoad({ status: 'ready', data: result.data });
      else if (!result.cancelled) setLoad({ status: 'failed', retry: reload });
    });
    return () => controller.abort();
    // `fetch` is recreated every render; the list depends on the session and the attempt only.
  }, [enabled, attempt, reload]);
  return { load, reload };
}

/**
 * The customer's bookings (`GET /customers/bookings`), for the bookings and on-demand tabs.
 * Spec: discovery §2 Customer profile, §7; transactions §2 Profile tabs.
 */
export function useCustomerBookings(enabled: boolean): ProfileList<Booking> {
  const { api } = useServices();
  return useCustomerList(enabled, async (signal) => {
    const result = checkAnswer(await api.GET('/customers/bookings', { signal }), bookingListShape);
    return result.ok
      ? { ok: true, data: result.data.bookings }
      : { ok: false, cancelled: result.error.kind === 'cancelled' };
  });
}

/**
 * The customer's contracts (`GET /customers/product_contracts`), for the contracts tab.
 * Spec: transactions §2 Profile tabs (contracts), §7.
 */
export function useCustomerContracts(enabled: boolean): ProfileList<Contract> {
  const { api } = useServices();
  return useCustomerList(enabled, async (signal) => {
    const result = checkAnswer(
      await api.GET('/customers/product_contracts', { signal }),
      contractListShape,
    );
    return result.ok
      ? { ok: true, data: result.data.productContracts }
      : { ok: false, cancelled: result.error.kind === 'cancelled' };
  });
}
