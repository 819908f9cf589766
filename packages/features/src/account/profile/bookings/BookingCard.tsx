import type { Booking } from '@kurse/api-client';
import {
  bookingCostsDisplay,
  bookingDate,
  bookingEventHint,
  bookingStatusTone,
  isOngoingBooking,
  isPaymentProcessing,
} from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Alert, Badge, Link } from '@kurse/ui';
import { useId } from 'react';
import { useServices } from '../../../core';
import { bookingCourseHref, bookingEventHref, resumePath } from './links';

/** Props of {@link BookingCard}. */
export interface BookingCardProps {
  booking: Booking;
  /** Makes the (not paid) booking the current one and goes to its course page. */
  onResume: (booking: Booking) => void;
}

/**
 * One booking of the bookings tab: billing number, status badge (paid success, otherwise warning),
 * date (paidAt, else createdAt), the contract's product and type, course and event links,
 * the event hint (when it starts or started, domain `bookingEventHint`), participants, costs (a
 * dash when 0 or below), the bill in a new tab, for a booking still open for payment the
 * ongoing-booking notice with a resume button, and for a pending one (paid, the money on its way)
 * that its payment is being processed. Spec: discovery §2 Bookings tab;
 * transactions §2 Profile tabs.
 */
export function BookingCard({ booking, onResume }: BookingCardProps) {
  const { LL } = useI18n();
  const f = useFormat();
  const titleId = useId();
  const { now } = useServices();
  const texts = LL.account.bookings;
  const { billingNo, course, event, billUrl } = booking;
  const product = booking.productContract?.product;
  const courseHref = bookingCourseHref(booking);
  const eventHref = bookingEventHref(booking);
  const costs = bookingCostsDisplay(booking.costs);
  const names = (booking.participants ?? []).map((p) => p.name);
  const hint = bookingEventHint(event, now());
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {billingNo ? texts.billingNo({ billingNo }) : texts.newBooking()}
        </h3>
        <Badge variant={bookingStatusTone(booking.status)}>
          {LL.states.booking[booking.status]()}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {texts.date({ date: f.date(bookingDate(booking)) })}
      </p>
      {product && (
        <p>{texts.product({ name: product.name, type: LL.contracts.types[product.typeOf]() })}</p>
      )}
      {course && (
        <div className="flex flex-col gap-1">
          {courseHref ? <Link href={courseHref}>{course.name}</Link> : course.name}
          {event?.name && (eventHref ? <Link href={eventHref}>{event.name}</Link> : event.name)}
          {hint && (
            <p className="text-sm text-muted-foreground">
              {LL.states[hint.kind]({ date: f.date(hint.date) })}
            </p>
          )}
        </div>
      )}
      {names.length > 0 && <p>{texts.participants({ names: names.join(', ') })}</p>}
      <dl className="flex gap-2">
        <dt className="font-medium">{texts.costs()}</dt>
        <dd>{costs === null ? texts.noCosts() : f.money(costs)}</dd>
      </dl>
      {billUrl && (
        <Link href={billUrl} isExternal aria-describedby={titleId} className="self-start">
          {texts.bill()}
        </Link>
      )}
      {isOngoingBooking(booking) && (
        <Alert
          tone="info"
          actionLabel={resumePath(booking) === null ? undefined : texts.resume()}
          onAction={() => onResume(booking)}
        >
          {texts.ongoing()}
        </Alert>
      )}
      {isPaymentProcessing(booking) && <Alert tone="success">{texts.processing()}</Alert>}
    </article>
  );
}
