import type { Booking } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Spinner } from '@kurse/ui';
import { Suspense } from 'react';
import { useServices } from '../../core';
import { paymentViews, type PayPalCheckout } from '../payments';
import { confirmBooking } from './pay';
import { createPayPalOrder } from './paypal-order';
import { validateBooking } from './validate-booking';

/** Props of {@link PayPalPayment}. */
export interface PayPalPaymentProps {
  booking: Booking;
  paypal: PayPalCheckout;
  /** The provider's PayPal client id. */
  clientId: string;
  disabled?: boolean;
  /** The booking changed (its PayPal order was created). */
  onBooking: (booking: Booking) => void;
  onPaid: (booking: Booking) => void;
  /** Shows a message in the form's alert; null clears it. */
  onAlert: (message: string | null) => void;
}

/**
 * Paying with PayPal: PayPal's button; its click checks the booking (`GET
 * /bookings/{id}/validate`) and creates the order on the server, the buyer's
 * approval confirms the booking with it (`POST /bookings/{id}/confirm`). A refused order, a
 * closed PayPal window and PayPal's own failures show in the form's alert.
 * Spec: transactions §4 Payment methods, §7, §8 PayPal create order, Confirm booking.
 */
export function PayPalPayment(props: PayPalPaymentProps) {
  const { booking, paypal, onAlert } = props;
  const { LL, locale } = useI18n();
  const { api } = useServices();
  const t = LL.booking.payment;
  const createOrder = async () => {
    onAlert(null);
    // Booked out or no longer valid: said before PayPal's window opens.
    const checked = await validateBooking(api, LL, booking.id);
    if (!checked.ok) {
      onAlert(checked.message);
      throw new Error(checked.message);
    }
    const created = await createPayPalOrder(api, LL, booking.id);
    if ('message' in created) {
      onAlert(created.message);
      throw new Error(created.message);
    }
    props.onBooking(created.booking);
    return created.orderId;
  };
  const onApprove = async ({ orderID, payerID }: { orderID: string; payerID?: string | null }) => {
    const paymentObject = { paypalOrderId: orderID, payerId: payerID ?? null, status: 'approved' };
    const outcome = await confirmBooking(api, LL, booking.id, paymentObject);
    if (outcome.kind === 'paid') props.onPaid(outcome.booking);
    else if (outcome.kind === 'failed') onAlert(outcome.message);
  };
  return (
    <div className="flex flex-col gap-3" data-slot="paypal-payment">
      <p className="text-sm text-muted-foreground">{t.paypalHint()}</p>
      <Suspense fallback={<Spinner label={t.paypalLoading()} />}>
        <paypal.Button
          clientId={props.clientId}
          locale={locale}
          views={paymentViews}
          disabled={props.disabled}
          createOrder={createOrder}
          onApprove={onApprove}
          onCancel={() => onAlert(t.paypalCanceled())}
          onError={() => onAlert(LL.booking.errors.payment())}
        />
      </Suspense>
    </div>
  );
}
