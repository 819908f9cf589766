import type { Booking } from '@kurse/api-client';
import {
  SEPA_FAILED_DEBIT_FEE_CENTS,
  SEPA_REFUND_WINDOW_WEEKS,
  defaultPaymentMethod,
  leavesPayPal,
  offeredPaymentMethods,
  requiresMandateConsent,
  validatePaymentHolder,
  type PaymentMethod,
} from '@kurse/domain';
import { cardErrorMessage, useFormat, useI18n } from '@kurse/i18n';
import {
  Alert,
  Button,
  Checkbox,
  EmailField,
  Form,
  Radio,
  RadioGroup,
  Spinner,
  TextField,
} from '@kurse/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useServices } from '../../core';
import { focusIfLost } from '../../core';
import { focusFirstError, useFormFields } from '../../core';
import {
  paymentViews,
  type GatewayOutcome,
  type PaymentGateway,
  type PayPalCheckout,
} from '../payments';
import { GATEWAY_METHODS, confirmBooking, pay } from './pay';
import { PayPalPayment } from './PayPalPayment';
import { switchPayment } from './paypal-order';
import { validateBooking } from './validate-booking';

/** Props of {@link PaymentForm}. */
export interface PaymentFormProps {
  booking: Booking;
  gateway: PaymentGateway;
  /** PayPal (its SDK or the demo); offered when the provider has a client id. */
  paypal: PayPalCheckout;
  /** The provider's PayPal client id (`paypalClientId`); null leaves PayPal out. @default null */
  paypalClientId?: string | null;
  /** Where banks and authentications return to (the checkout redirect page). */
  returnUrl: string;
  /** The booking changed on the server (a PayPal order, a switch back to cards). */
  onBooking: (booking: Booking) => void;
  onPaid: (booking: Booking) => void;
}

/**
 * The payment form of a prepared booking, inside the gateway (Stripe.js with the booking's
 * connected account, or the demo): the methods the server lists (the saved method first and
 * pre-selected when valid, card, the payment request button when the browser has a wallet, SEPA
 * direct debit with its mandate, giropay, sofort, klarna, PayPal when the provider has a client
 * id), the account holder's name and e-mail, the method's fields and "pay" — for the wallet and
 * PayPal, their own buttons instead (they know their payer). Leaving PayPal
 * after its order was created switches the booking back to cards; a failed switch shows the
 * payment-change alert. While the gateway loads a loader shows; when it cannot load, the message
 * with the ad-blocker hint. The booking is checked when the form opens and again before each
 * payment (`GET /bookings/{id}/validate`), a wallet's too, right before it pays: booked out or no
 * longer valid show instead of the form. Spec: transactions §2 Checkout, §4 Payment methods, §5,
 * §7 (validate before payment), §8.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { locale } = useI18n();
  const { Provider } = props.gateway;
  return (
    <Provider locale={locale} stripeAccount={props.booking.stripeAccount} views={paymentViews}>
      <PaymentFormBody {...props} />
    </Provider>
  );
}

/** The form itself, inside the gateway's Provider. */
function PaymentFormBody(props: PaymentFormProps) {
  const { booking, gateway, returnUrl, onPaid, paypalClientId = null } = props;
  const { LL } = useI18n();
  const format = useFormat();
  const { api } = useServices();
  const t = LL.booking.payment;
  const state = gateway.useGateway();
  const wallet = gateway.useWallet({
    amount: booking.costs,
    label: booking.course?.name ?? booking.provider?.name ?? '',
  });
  const methods = offeredPaymentMethods(booking, { wallet: wallet.status === 'ready' }).filter(
    (m) =>
      GATEWAY_METHODS[m] ||
      m === 'saved' ||
      m === 'paymentRequest' ||
      (m === 'paypal' && paypalClientId),
  );
  const preferred = defaultPaymentMethod(booking);
  const [method, setMethod] = useState<PaymentMethod | null>(
    preferred && methods.includes(preferred) ? preferred : (methods[0] ?? null),
  );
  const holder = useFormFields<'name' | 'email'>({
    name: [booking.user?.firstName, booking.user?.lastName].filter(Boolean).join(' '),
    email: booking.user?.email ?? '',
  });
  const [mandate, setMandate] = useState(false);
  const [mandateError, setMandateError] = useState(false);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // The server's word on the booking before anyone pays: booked out, no longer valid …
  const [refused, setRefused] = useState<{ id: number; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    void validateBooking(api, LL, booking.id).then((checked) => {
      if (live && !checked.ok) setRefused({ id: booking.id, message: checked.message });
    });
    return () => {
      live = false;
    };
  }, [api, LL, booking.id]);

  const saved = booking.paymentMethod;
  const savedLabel = saved?.last4
    ? (saved.type === 'sepa_debit' ? t.savedAccount : t.savedCard)({ last4: saved.last4 })
    : undefined;
  const changeMethod = async (next: PaymentMethod) => {
    setMethod(next);
    setAlert(null);
    if (!leavesPayPal(booking, next)) return;
    const switched = await switchPayment(api, booking.id, next);
    if (switched) props.onBooking(switched);
    else setAlert(LL.booking.errors.paymentChange());
  };

  /**
   * Before a wallet pays: the server's check of the booking again (booked out or no longer valid
   * since the form opened show instead of the form, before money moves).
   */
  const walletCheck = async (): Promise<boolean> => {
    setAlert(null);
    const checked = await validateBooking(api, LL, booking.id);
    if (!checked.ok) setRefused({ id: booking.id, message: checked.message });
    return checked.ok;
  };

  /** A wallet payment's outcome: paid confirms the booking; a refusal shows its message. */
  const walletPaid = async (outcome: GatewayOutcome) => {
    setAlert(null);
    if (outcome.kind === 'redirecting') return;
    if (outcome.kind === 'failed') return setAlert(cardErrorMessage(LL, outcome.code));
    setPending(true);
    const confirmed = await confirmBooking(api, LL, booking.id, { ...outcome.paymentIntent });
    setPending(false);
    if (confirmed.kind === 'paid') onPaid(confirmed.booking);
    else if (confirmed.kind === 'failed') setAlert(confirmed.message);
  };

  if (refused?.id === booking.id) return <RefusedMessage message={refused.message} />;
  if (state.status === 'failed')
    return <Alert tone="danger">{LL.booking.errors.moduleFailed()}</Alert>;
  if (state.status === 'loading') return <Spinner label={t.moduleLoading()} />;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setAlert(null);
    const found = validatePaymentHolder(holder.values);
    holder.setErrors(found);
    const needsMandate = requiresMandateConsent(method) && !mandate;
    setMandateError(needsMandate);
    if (!method) return setAlert(t.choose());
    if (focusFirstError(form, ['name', 'email'], found)) return;
    if (needsMandate) return (form.elements.namedItem('mandate') as HTMLElement | null)?.focus();
    setPending(true);
    const outcome = await pay({
      api,
      LL,
      actions: state.actions,
      booking,
      method,
      billing: { name: holder.values.name.trim(), email: holder.values.email.trim() },
      returnUrl,
    });
    if (outcome.kind === 'redirecting') return;
    setPending(false);
    if (outcome.kind === 'paid') onPaid(outcome.booking);
    else setAlert(outcome.message);
  };

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      errorMessage={alert ?? undefined}
      focusErrorMessage
      aria-label={t.title()}
    >
      <RadioGroup
        label={t.title()}
        value={method}
        onChange={(value) => void changeMethod(value as PaymentMethod)}
        isRequired
        isDisabled={pending}
      >
        {methods.map((m) => (
          <Radio key={m} value={m} description={m === 'saved' ? savedLabel : undefined}>
            {t.methods[m]()}
          </Radio>
        ))}
      </RadioGroup>
      {method === 'paymentRequest' && wallet.status === 'ready' && booking.clientSecret ? (
        <gateway.WalletButton
          clientSecret={booking.clientSecret}
          returnUrl={returnUrl}
          disabled={pending}
          onBeforePay={walletCheck}
          onOutcome={(outcome) => void walletPaid(outcome)}
        />
      ) : method === 'paypal' && paypalClientId ? (
        <PayPalPayment
          booking={booking}
          paypal={props.paypal}
          clientId={paypalClientId}
          disabled={pending}
          onBooking={props.onBooking}
          onPaid={onPaid}
          onAlert={setAlert}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t.accountHolderHint()}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...holder.field('name')}
              isRequired
              autoComplete="name"
              label={LL.fields.name.label()}
            />
            <EmailField {...holder.field('email')} isRequired />
          </div>
          {method === 'card' && <gateway.CardFields disabled={pending} />}
          {method === 'sepaDebit' && (
            <>
              <gateway.IbanField disabled={pending} />
              <p className="text-sm text-muted-foreground">
                {t.sepaMandate({
                  provider: booking.provider?.name ?? '',
                  weeks: SEPA_REFUND_WINDOW_WEEKS,
                  fee: format.money(SEPA_FAILED_DEBIT_FEE_CENTS),
                })}
              </p>
              <Checkbox
                name="mandate"
                isSelected={mandate}
                onChange={(value) => {
                  setMandate(value);
                  setMandateError(false);
                }}
                isRequired
                isInvalid={mandateError || undefined}
                errorMessage={mandateError ? t.sepaMandateRequired() : undefined}
              >
                {t.sepaMandateConsent()}
              </Checkbox>
            </>
          )}
          {method && ['giropay', 'sofort', 'klarna'].includes(method) && (
            <p>{t.redirectNotice()}</p>
          )}
          <Button
            type="submit"
            isPending={pending}
            pendingLabel={LL.booking.checkout.paying()}
            className="self-end"
          >
            {LL.booking.checkout.pay({ amount: format.money(booking.costs) })}
          </Button>
        </>
      )}
    </Form>
  );
}

/**
 * The server's refusal in place of the form. When it replaces the control that was pressed (the
 * wallet's button), focus moves to the message instead of dropping to the page, so a keyboard or
 * screen-reader user stays where the answer is.
 */
function RefusedMessage({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => focusIfLost(box.current), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Alert tone="danger">{message}</Alert>
    </div>
  );
}
