import type { Booking } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { useServices } from '../../../core';
import type { ProfileLoad } from '../load';
import { OnDemandCard } from './OnDemandCard';
import { onDemandEntries } from './on-demand-entries';
import { EmptyTab, TabLoad } from '../TabLoad';

/** Props of {@link OnDemandTab}. */
export interface OnDemandTabProps {
  /** The customer's bookings (`GET /customers/bookings`); the tab shows those with on-demand data. */
  load: ProfileLoad<readonly Booking[]>;
}

/**
 * The on-demand tab of the profile: a loader, the failed-load message with retry, an empty text,
 * or the bookings having on-demand data, newest first, each with its room link while valid (by the
 * app's clock). Its panel gives the `<h2>`; card titles are `<h3>`. Spec: discovery §2 Customer
 * profile (On-demand tab); transactions §2 Profile tabs.
 */
export function OnDemandTab({ load }: OnDemandTabProps) {
  const { LL } = useI18n();
  const { now } = useServices();
  return (
    <TabLoad load={load} loadingLabel={LL.account.onDemand.loading()}>
      {(bookings) => {
        const items = onDemandEntries(bookings);
        if (items.length === 0) return <EmptyTab>{LL.account.onDemand.empty()}</EmptyTab>;
        const today = now();
        return (
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.booking.id}>
                <OnDemandCard item={item} now={today} />
              </li>
            ))}
          </ul>
        );
      }}
    </TabLoad>
  );
}
