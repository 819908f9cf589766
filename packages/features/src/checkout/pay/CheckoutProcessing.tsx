import { useI18n } from '@kurse/i18n';
import { Alert, Badge } from '@kurse/ui';

/**
 * A pending booking at the checkout and on the redirect page: the payment was made and is being
 * credited (a SEPA debit), shown as received and processing with the status the profile shows
 * ("Zahlung ausstehend"), never as a failure. Spec: transactions §2 Checkout, Checkout redirect
 * page, §4 Booking, §9 (SEPA); domain `isPaymentProcessing`.
 */
export function CheckoutProcessing() {
  const { LL } = useI18n();
  const t = LL.booking.checkout;
  return (
    <div className="flex flex-col gap-3" data-slot="checkout-processing">
      <Badge variant="warning" className="self-start">
        {LL.states.booking.pending()}
      </Badge>
      <Alert tone="success" title={t.processingTitle()}>
        {t.processingText()}
      </Alert>
    </div>
  );
}
