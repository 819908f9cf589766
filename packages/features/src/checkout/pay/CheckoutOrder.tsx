import type { Booking } from '@kurse/api-client';
import { checkoutOrder } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { BookingSummaryView } from '@kurse/ui';
import { useId } from 'react';
import { EventTypeInfo } from '../../course';

/** Props of {@link CheckoutOrder}. */
export interface CheckoutOrderProps {
  booking: Booking;
  className?: string;
}

/**
 * The order of the booking being paid, beside the payment form (above it on a phone): the course
 * and event, the event's dates (Europe/Berlin), who takes part, and the booking's summary (the
 * price option as "n × price", each booked item by its name, the voucher, the service fee and its
 * VAT, the total) from domain `checkoutOrder` on the booking the server returned.
 * Spec: transactions §2 Checkout, Booking form content; §9.
 */
export function CheckoutOrder({ booking, className }: CheckoutOrderProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const t = LL.booking.checkout;
  const heading = useId();
  const order = checkoutOrder(booking);
  return (
    <section
      aria-labelledby={heading}
      className={['flex flex-col gap-3', className].filter(Boolean).join(' ')}
      data-slot="checkout-order"
    >
      <h2 id={heading} className="text-lg font-semibold">
        {t.order.title()}
      </h2>
      <p className="font-semibold">
        {t.successEvent({ course: booking.course?.name ?? '', event: booking.event?.name ?? '' })}
      </p>
      {booking.event && <EventTypeInfo event={booking.event} />}
      {order.participantNames.length > 0 && (
        <p className="text-sm">
          {t.order.participants({ names: format.list(order.participantNames) })}
        </p>
      )}
      <BookingSummaryView
        summary={order.summary}
        optionName={order.offer.name}
        participants={order.offer.price === null ? undefined : order.participants}
        unitPrice={
          order.offer.price === null
            ? undefined
            : { price: order.offer.price, typeOf: order.offer.typeOf }
        }
        items={order.items}
        voucherCode={order.voucherCode}
        serviceFeeIncluded={order.serviceFeeIncluded}
      />
    </section>
  );
}
