import type { Booking } from '@kurse/api-client';
import { checkoutCancelAction, checkoutTitle, checkoutView } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert, AlertDialog, Button, LoadingOverlay, Spinner } from '@kurse/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useServices } from '../../core';
import { cancelBooking, clearUnpaidBooking, setCurrentBooking } from '../../booking';
import { bookingCoursePath } from '../pay/booking-path';
import { CheckoutOrder } from '../pay/CheckoutOrder';
import { CheckoutProcessing } from '../pay/CheckoutProcessing';
import { CheckoutSuccess } from '../pay/CheckoutSuccess';
import { PaymentForm } from '../pay/PaymentForm';
import { useCheckoutBooking } from '../pay/use-checkout-booking';
import { validateBooking } from '../pay/validate-booking';
import { routePath } from '../../course';
import { focusIfLost } from '../../core';
import { usePayments } from '../payments';
import { useDocumentTitle } from '../../core';
import { useStore } from '../../core';

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  /** The route parameters `slug` and `id` (the booking). */
  params: Readonly<Record<string, string>>;
}

/**
 * The checkout `/{slug}/checkout/{id}`: the booking (held or loaded), then by its status the success
 * dialog (paid), the payment form (prepared), the payment received and processing (pending, a SEPA
 * debit on its way) or the failure message (any other). A pending booking, like a paid one, only
 * closes ("Zurück zum Angebot"); an open one offers to cancel: it asks, cancels the booking on the
 * server and returns to the course. Spec: transactions §2 Checkout; §4 Booking; §8 Load booking failure.
 */
export function CheckoutPage({ params }: CheckoutPageProps) {
  const { LL } = useI18n();
  const services = useServices();
  const { api, stores } = services;
  const navigate = useNavigate();
  const slug = params.slug ?? '';
  const [load, setBooking] = useCheckoutBooking(params.id ?? '');
  const [asking, setAsking] = useState(false);
  // The payment adapters load beside the booking (their own chunk).
  const payments = usePayments();
  // The route is provider-scoped: the provider store holds this address's provider.
  const paypalClientId = useStore('provider').current?.paypalClientId ?? null;
  const t = LL.booking.checkout;
  // A free booking is completed, not paid; a paid, confirmed or refused one is "your booking"
  // (the loaded booking decides).
  const titled = load.status === 'ready' ? checkoutTitle(load.booking) : 'pay';
  const title =
    titled === 'complete' ? t.titleFree() : titled === 'booking' ? t.titleBooking() : t.title();
  useDocumentTitle(title);
  // A resumed booking still `created` is made ready to pay by its check (`GET
  // /bookings/{id}/validate` prepares it); the check's refusal is its message.
  const created =
    load.status === 'ready' && load.booking.status === 'created' ? load.booking : null;
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  useEffect(() => {
    if (!created) return;
    let live = true;
    void validateBooking(api, LL, created.id).then((checked) => {
      if (!live) return;
      if (!checked.ok) return setRefusal({ id: created.id, message: checked.message });
      setCurrentBooking(stores, checked.booking);
      setBooking(checked.booking);
    });
    return () => {
      live = false;
    };
    // Once per created booking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created?.id]);

  const refused = created && refusal?.id === created.id ? refusal.message : null;
  // Once the booking shows, focus starts at the page's heading, not on the body (a dialog that
  // took focus keeps it).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = load.status === 'ready' && !(created && !refused);
  useEffect(() => {
    if (shown) focusIfLost(heading.current);
  }, [shown]);
  if (load.status === 'loading' || (created && !refused)) return <LoadingOverlay />;
  if (load.status === 'failed') {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {load.retry ? (
          <Alert tone="danger" actionLabel={LL.common.retry()} onAction={load.retry}>
            {LL.booking.errors.loadFailed()}
          </Alert>
        ) : (
          <Alert tone="danger">{LL.booking.errors.loadFailed()}</Alert>
        )}
      </div>
    );
  }
  const { booking } = load;
  const back = bookingCoursePath(slug, booking);
  const view = checkoutView(booking.status);
  // A paid, pending or confirmed booking only closes (back to the course); an open one asks to
  // cancel.
  const closes = checkoutCancelAction(booking.status) === 'close';
  const leave = () => {
    clearUnpaidBooking(stores);
    navigate(back);
  };
  const onPaid = (paid: Booking) => {
    setCurrentBooking(stores, paid);
    setBooking(paid);
  };
  const returnUrl = `${window.location.origin}${routePath('checkoutRedirect', { slug, id: booking.id })}`;

  // The frame's `<main>` holds the page: no landmark of its own.
  return (
    <div
      className={[
        'mx-auto flex w-full flex-col gap-5 p-4',
        view === 'payment' ? 'max-w-5xl' : 'max-w-2xl',
      ].join(' ')}
      data-slot="checkout"
    >
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {title}
      </h1>
      {view === 'payment' ? (
        // The order first (above the form on a phone), beside the form from 1024 px.
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <CheckoutOrder
            booking={booking}
            className="rounded-lg border border-border p-4 lg:col-start-2 lg:row-start-1"
          />
          <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-start-1">
            {payments.status === 'ready' ? (
              <PaymentForm
                booking={booking}
                gateway={payments.payments.gateway}
                paypal={payments.payments.paypal}
                paypalClientId={paypalClientId}
                returnUrl={returnUrl}
                onBooking={setBooking}
                onPaid={onPaid}
              />
            ) : payments.status === 'failed' ? (
              <Alert tone="danger">{LL.booking.errors.moduleFailed()}</Alert>
            ) : (
              <Spinner label={LL.booking.payment.moduleLoading()} />
            )}
          </div>
        </div>
      ) : (
        <p className="text-lg">
          {t.successEvent({ course: booking.course?.name ?? '', event: booking.event?.name ?? '' })}
        </p>
      )}
      {view === 'processing' && <CheckoutProcessing />}
      {view === 'confirmed' && (
        <Alert tone="success" title={t.confirmedTitle()}>
          {t.confirmedText()}
        </Alert>
      )}
      {view === 'failure' && (
        <Alert tone="danger" title={t.failureTitle()}>
          {refused ?? t.failureText()}
        </Alert>
      )}
      {view === 'success' && <CheckoutSuccess booking={booking} onClose={leave} />}
      {view !== 'success' && (
        <Button
          variant="secondary"
          className="self-start"
          onPress={() => (closes ? leave() : setAsking(true))}
        >
          {closes ? t.toCourse() : t.cancel()}
        </Button>
      )}
      <AlertDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t.cancel()}
        confirmLabel={t.cancel()}
        variant="destructive"
        onConfirm={async () => {
          await cancelBooking(api, stores, booking);
          navigate(back);
        }}
      >
        {t.cancelConfirm()}
      </AlertDialog>
    </div>
  );
}
