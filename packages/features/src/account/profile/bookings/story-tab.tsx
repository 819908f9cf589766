/** For the bookings and on-demand tab stories: a tab fed by the profile's loader of `GET /customers/bookings`. */
import type { Booking } from '@kurse/api-client';
import type { ComponentType } from 'react';
import type { ProfileLoad } from '../load';
import { useCustomerBookings } from '../use-profile-data';

/** A tab of the customer's bookings, fed by the loader the profile page uses. */
export function TabOfCustomer({
  tab: Tab,
}: {
  tab: ComponentType<{ load: ProfileLoad<readonly Booking[]> }>;
}) {
  const { load } = useCustomerBookings(true);
  return <Tab load={load} />;
}
