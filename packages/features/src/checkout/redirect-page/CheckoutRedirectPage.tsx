import type { Booking } from '@kurse/api-client';
import { isPaymentProcessing } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert, LinkButton, Spinner } from '@kurse/ui';
import { useEffect } from 'react';
import { useNavigate, useServices } from '../../core';
import { clearUnpaidBooking, setCurrentBooking } from '../../booking';
import { bookingCoursePath } from '../pay/booking-path';
import { CheckoutProcessing } from '../pay/CheckoutProcessing';
import { CheckoutSuccess } from '../pay/CheckoutSuccess';
import {
  useRedirectBooking,
  useRedirectOutcome,
  type RedirectOutcome,
} from '../pay/use-redirect-outcome';
import { routePath } from '../../course';
import { paymentViews, usePayments, type PaymentGateway } from '../payments';
import { useDocumentTitle } from '../../core';

/** Props of {@link CheckoutRedirectPage}. */
export interface CheckoutRedirectPageProps {
  /** The route parameters `slug` and `id` (the booking). */
  params: Readonly<Record<string, string>>;
  /** The query (`redirect_status`, `payment_intent_client_secret`). @default the address's */
  search?: string;
  /** The wait between lookups of a pending payment (stories shorten it). @default 5000 */
  pollIntervalMs?: number;
}

/**
 * The return from a bank or an authentication, `/{slug}/checkout-redirect/{id}`: the booking is
 * loaded first, then the gateway with the booking's connected account (`stripeAccount`, without
 * which Stripe Connect cannot find the payment) checks the payment; meanwhile a loader. Then the
 * success dialog, the payment received and processing (a SEPA debit confirmed as pending, as at
 * the checkout), the failure page with a link back to the provider's offers, or the payment error
 * with a way back to the checkout. Spec: transactions §2 Checkout redirect page ("loaded with a
 * public key and, when the booking has a stripeAccount, the connected account"); §8 Redirect
 * failures.
 */
export function CheckoutRedirectPage(props: CheckoutRedirectPageProps) {
  const { api } = useServices();
  const { LL, locale } = useI18n();
  const payments = usePayments();
  const load = useRedirectBooking(api, props.params.id ?? '');
  if (load.kind !== 'ready' || payments.status === 'loading') {
    return (
      <RedirectView {...props} outcome={load.kind === 'ready' ? { kind: 'checking' } : load} />
    );
  }
  if (payments.status === 'failed') {
    return <Alert tone="danger">{LL.booking.errors.moduleFailed()}</Alert>;
  }
  const { gateway } = payments.payments;
  return (
    <gateway.Provider
      locale={locale}
      stripeAccount={load.booking.stripeAccount}
      views={paymentViews}
    >
      <RedirectReturn {...props} booking={load.booking} gateway={gateway} />
    </gateway.Provider>
  );
}

/** The payment check inside the gateway's Provider. */
function RedirectReturn(
  props: CheckoutRedirectPageProps & { booking: Booking; gateway: PaymentGateway },
) {
  const { LL } = useI18n();
  const { api } = useServices();
  const query = new URLSearchParams(props.search ?? window.location.search);
  const state = props.gateway.useGateway();
  const outcome = useRedirectOutcome({
    api,
    actions: state.status === 'ready' ? state.actions : null,
    booking: props.booking,
    redirectStatus: query.get('redirect_status'),
    clientSecret: query.get('payment_intent_client_secret'),
    pollIntervalMs: props.pollIntervalMs,
  });
  if (state.status === 'failed') {
    return <Alert tone="danger">{LL.booking.errors.moduleFailed()}</Alert>;
  }
  return <RedirectView {...props} outcome={outcome} />;
}

/** The page for an outcome: the loader, the failure, the payment error, processing or success. */
function RedirectView({
  params,
  outcome,
}: CheckoutRedirectPageProps & { outcome: RedirectOutcome }) {
  const { LL } = useI18n();
  const { stores } = useServices();
  const navigate = useNavigate();
  const slug = params.slug ?? '';
  const id = params.id ?? '';
  const t = LL.booking.checkout;
  useDocumentTitle(t.title());
  const settled = outcome.kind === 'success' ? outcome.booking : null;
  useEffect(() => {
    if (settled) setCurrentBooking(stores, settled);
  }, [settled, stores]);
  // A SEPA debit comes back pending: received and processing, as at the checkout and in the profile.
  const processing = settled && isPaymentProcessing(settled) ? settled : null;
  const paid = processing ? null : settled;

  // The frame's `<main>` holds the page: no landmark of its own.
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 p-4" data-slot="checkout-redirect">
      <h1 className="text-2xl font-semibold">{t.title()}</h1>
      {outcome.kind === 'checking' && (
        <div role="status" className="flex items-center gap-3">
          <Spinner label={t.redirectChecking()} />
          <span aria-hidden="true">{t.redirectChecking()}</span>
        </div>
      )}
      {outcome.kind === 'failure' && (
        <>
          <Alert tone="danger" title={t.redirectFailureTitle()}>
            {LL.booking.errors.redirect[outcome.key]()}
          </Alert>
          <LinkButton
            href={routePath('courses', { slug })}
            variant="secondary"
            className="self-start"
          >
            {t.toCourses()}
          </LinkButton>
        </>
      )}
      {outcome.kind === 'paymentError' && (
        <>
          <Alert tone="danger">{LL.booking.errors.payment()}</Alert>
          <LinkButton href={routePath('checkout', { slug, id })} className="self-start">
            {t.backToPayment()}
          </LinkButton>
        </>
      )}
      {processing && (
        <>
          <CheckoutProcessing />
          <LinkButton
            href={bookingCoursePath(slug, processing)}
            variant="secondary"
            className="self-start"
          >
            {t.toCourse()}
          </LinkButton>
        </>
      )}
      {paid && (
        <CheckoutSuccess
          booking={paid}
          onClose={() => {
            clearUnpaidBooking(stores);
            navigate(bookingCoursePath(slug, paid));
          }}
        />
      )}
    </div>
  );
}
