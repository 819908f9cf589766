/**
 * The Stripe Elements of the gateway's fields: card number, expiry and CVC, and the IBAN, each in
 * the checkout's hosted-field view (its label, and Stripe's error code as the catalogue's
 * message). This module holds the Stripe libraries and is fetched only when a Stripe gateway's
 * Provider mounts. Spec: transactions §4 Payment methods, §5, §7 card payment provider, §8 card
 * provider errors.
 */
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  IbanElement,
  ExpressCheckoutElement,
  useElements,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { walletPayment } from './stripe-actions';
import type { ElementRegistry } from './stripe-context';
import type { GatewayOutcome } from './types';
import type { PaymentField, PaymentViews } from './views';

export { loadStripe } from '@stripe/stripe-js/pure';

/** Props of the Stripe field groups. */
export interface StripeFieldsProps {
  stripe: Stripe;
  locale: 'de' | 'en';
  disabled?: boolean;
  registry: ElementRegistry;
  views: PaymentViews;
}

const style = { base: { fontSize: '16px', lineHeight: '24px' } };

/** One Stripe element in the checkout's hosted-field view, with Stripe's error code. */
function StripeField({
  field,
  views,
  children,
}: {
  field: PaymentField;
  views: PaymentViews;
  children: (onChange: (event: StripeElementChangeEvent) => void) => ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <views.HostedField field={field} error={error}>
      {children((event) => setError(event.error?.code ?? null))}
    </views.HostedField>
  );
}

/** Stripe's Elements for one field group, in the page's language. */
function StripeElements({
  stripe,
  locale,
  children,
}: Pick<StripeFieldsProps, 'stripe' | 'locale'> & { children: ReactNode }) {
  const options = useMemo(() => ({ locale }), [locale]);
  return (
    <Elements stripe={stripe} options={options}>
      {children}
    </Elements>
  );
}

/** Card number, expiry and CVC as Stripe elements; the card number element is registered. */
export function StripeCardElements(props: StripeFieldsProps) {
  const { disabled, registry, views } = props;
  useEffect(() => () => registry.set('cardNumber', null), [registry]);
  return (
    <StripeElements {...props}>
      <views.CardLayout
        number={
          <StripeField field="number" views={views}>
            {(onChange) => (
              <CardNumberElement
                options={{ style, disabled, showIcon: true }}
                onReady={(element) => registry.set('cardNumber', element)}
                onChange={onChange}
              />
            )}
          </StripeField>
        }
        expiry={
          <StripeField field="expiry" views={views}>
            {(onChange) => <CardExpiryElement options={{ style, disabled }} onChange={onChange} />}
          </StripeField>
        }
        cvc={
          <StripeField field="cvc" views={views}>
            {(onChange) => <CardCvcElement options={{ style, disabled }} onChange={onChange} />}
          </StripeField>
        }
      />
    </StripeElements>
  );
}

/** The IBAN as a Stripe element (SEPA countries, German placeholder); it is registered. */
export function StripeIbanElement(props: StripeFieldsProps) {
  const { disabled, registry, views } = props;
  useEffect(() => () => registry.set('iban', null), [registry]);
  return (
    <StripeElements {...props}>
      <StripeField field="iban" views={views}>
        {(onChange) => (
          <IbanElement
            options={{ style, disabled, supportedCountries: ['SEPA'], placeholderCountry: 'DE' }}
            onReady={(element) => registry.set('iban', element)}
            onChange={onChange}
          />
        )}
      </StripeField>
    </StripeElements>
  );
}

/** Props of {@link StripeWalletButton}. */
export interface StripeWalletButtonProps {
  stripe: Stripe;
  locale: 'de' | 'en';
  clientSecret: string;
  /** Where an authentication returns to (the checkout redirect page). */
  returnUrl: string;
  /** The checkout's check before money moves; false stops the payment. @default undefined */
  onBeforePay?: () => Promise<boolean>;
  onOutcome: (outcome: GatewayOutcome) => void;
}

/**
 * The wallets' buttons (Stripe's Express Checkout Element on the booking's intent): what the buyer
 * approves in the wallet pays the intent ({@link walletPayment}).
 */
export function StripeWalletButton({
  stripe,
  locale,
  clientSecret,
  ...props
}: StripeWalletButtonProps) {
  const options = useMemo(() => ({ locale, clientSecret }), [locale, clientSecret]);
  return (
    <Elements stripe={stripe} options={options}>
      <WalletElement stripe={stripe} {...props} />
    </Elements>
  );
}

/**
 * The Express Checkout Element. The checkout's check (`onBeforePay`) runs in `onConfirm`: the buyer
 * has approved in the wallet's sheet but the intent is not confirmed yet, so a refusal closes the
 * sheet as failed and no money moves. (Its `onClick` would come before the sheet, but must resolve
 * within one second, which a server round trip cannot promise.)
 */
function WalletElement({
  stripe,
  returnUrl,
  onBeforePay,
  onOutcome,
}: Pick<StripeWalletButtonProps, 'stripe' | 'returnUrl' | 'onBeforePay' | 'onOutcome'>) {
  const elements = useElements();
  return (
    <ExpressCheckoutElement
      onConfirm={(event) => {
        if (!elements) return event.paymentFailed();
        void (async () => {
          if (onBeforePay && !(await onBeforePay())) return event.paymentFailed();
          onOutcome(await walletPayment(stripe, elements, event, returnUrl));
        })();
      }}
    />
  );
}
