import type { Booking, Contract } from '@kurse/api-client';
import { useCallback, useMemo } from 'react';
import {
  bookingListShape,
  contractListShape,
  readsOf,
  useRead,
  useServices,
  useStore,
  type Read,
} from '../../core';
import type { ProfileLoad } from './load';

/** One customer list of the profile: its load and `reload` (after a change or a failure). */
export interface ProfileList<T> {
  load: ProfileLoad<readonly T[]>;
  reload: () => void;
}

/**
 * The key of a customer's list: its API path and the session user it belongs to, so a list is
 * never shown to another customer or after a logout (discovery §4 Logout).
 */
const customerKey = (path: string, customer: number) => `${path}#customer=${customer}`;

/**
 * The customer's bookings (`GET /customers/bookings`, with the session). Never fresh: each time
 * the profile shows, they are read anew (a booking may have changed elsewhere meanwhile).
 * Spec: discovery §2 Customer profile, §7; transactions §2 Profile tabs.
 */
export const customerBookingsRead = (customer: number): Read<{ bookings: Booking[] }> => ({
  key: customerKey('/customers/bookings', customer),
  fetch: (api, signal) => api.GET('/customers/bookings', { signal }),
  shape: bookingListShape,
  fresh: 0,
});

/**
 * The customer's contracts (`GET /customers/product_contracts`, with the session), read anew each
 * time the profile shows. Spec: transactions §2 Profile tabs (contracts), §7.
 */
export const customerContractsRead = (
  customer: number,
): Read<{ productContracts: Contract[] }> => ({
  key: customerKey('/customers/product_contracts', customer),
  fetch: (api, signal) => api.GET('/customers/product_contracts', { signal }),
  shape: contractListShape,
  fresh: 0,
});

/**
 * One of the logged-in customer's lists; `enabled` false (or nobody logged in) keeps it loading
 * without a request. A kept list being read anew shows as loading, as a first read does; `reload`
 * forgets the kept lists under the read's path and reads it again.
 */
function useCustomerList<A, T>(
  enabled: boolean,
  path: string,
  readOf: (customer: number) => Read<A>,
  list: (answer: A) => readonly T[],
): ProfileList<T> {
  const services = useServices();
  const customer = useStore('session').user?.id ?? null;
  const read = useMemo(
    () => (enabled && customer !== null ? readOf(customer) : null),
    // `readOf` is one of the module's factories.
    [enabled, customer],
  );
  const state = useRead(read);
  const reload = useCallback(() => {
    const reads = readsOf(services);
    reads.invalidate(path);
    if (read) void reads.fetch(read);
  }, [services, path, read]);
  if (state.status === 'failed') return { load: { status: 'failed', retry: state.retry }, reload };
  if (state.status === 'loading' || state.refreshing)
    return { load: { status: 'loading' }, reload };
  return { load: { status: 'ready', data: list(state.data) }, reload };
}

/**
 * The customer's bookings ({@link customerBookingsRead}), for the bookings and on-demand tabs.
 */
export function useCustomerBookings(enabled: boolean): ProfileList<Booking> {
  return useCustomerList(enabled, '/customers/bookings', customerBookingsRead, (a) => a.bookings);
}

/** The customer's contracts ({@link customerContractsRead}), for the contracts tab. */
export function useCustomerContracts(enabled: boolean): ProfileList<Contract> {
  return useCustomerList(
    enabled,
    '/customers/product_contracts',
    customerContractsRead,
    (a) => a.productContracts,
  );
}
