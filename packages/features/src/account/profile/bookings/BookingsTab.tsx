import type { Booking } from '@kurse/api-client';
import { sortBookings } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { useNavigate, useServices } from '../../../core';
import type { ProfileLoad } from '../load';
import { BookingCard } from './BookingCard';
import { resumeBooking } from './resume-booking';
import { EmptyTab, TabLoad } from '../TabLoad';

/** Props of {@link BookingsTab}. */
export interface BookingsTabProps {
  /** The customer's bookings (`GET /customers/bookings`) as the profile loads them. */
  load: ProfileLoad<readonly Booking[]>;
}

/**
 * The bookings tab of the profile: a loader, the failed-load message with retry, "no bookings",
 * or the booking cards sorted by createdAt, newest first. Its panel gives the `<h2>`; card titles
 * are `<h3>`. Spec: discovery §2 Customer profile (Bookings tab); transactions §2 Profile tabs.
 */
export function BookingsTab({ load }: BookingsTabProps) {
  const { LL } = useI18n();
  const { stores } = useServices();
  const navigate = useNavigate();
  const resume = (booking: Booking) => resumeBooking(booking, stores, navigate);
  return (
    <TabLoad load={load} loadingLabel={LL.account.bookings.loading()}>
      {(bookings) =>
        bookings.length === 0 ? (
          <EmptyTab>{LL.account.bookings.empty()}</EmptyTab>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {sortBookings(bookings).map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} onResume={resume} />
              </li>
            ))}
          </ul>
        )
      }
    </TabLoad>
  );
}
