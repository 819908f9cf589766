/**
 * The actions of the Stripe gateway: Stripe.js's confirmations, the IBAN token and the intent
 * lookup, with their answers turned into gateway outcomes. Spec: transactions §2 Checkout,
 * Checkout redirect page; §4 Payment methods; §5 IBAN token check; §7 card payment provider;
 * §8 payment errors.
 */
import type {
  PaymentIntent,
  PaymentIntentResult,
  Stripe,
  StripeCardNumberElement,
  StripeElements,
  StripeError,
  StripeIbanElement,
} from '@stripe/stripe-js';
import {
  PAID_INTENT_STATUSES,
  type BillingDetails,
  type ConfirmInput,
  type GatewayActions,
  type GatewayOutcome,
  type PaymentIntentLike,
} from './types';

/** The Stripe.js calls the gateway makes. */
export type StripeCalls = Pick<
  Stripe,
  | 'confirmCardPayment'
  | 'confirmSepaDebitPayment'
  | 'confirmGiropayPayment'
  | 'confirmSofortPayment'
  | 'confirmKlarnaPayment'
  | 'createToken'
  | 'retrievePaymentIntent'
>;

/** The Stripe elements mounted by the gateway's fields right now. */
export interface MountedElements {
  cardNumber: StripeCardNumberElement | null;
  iban: StripeIbanElement | null;
}

/** The intent fields the checkout reads. */
export const intentLike = ({ id, status, client_secret }: PaymentIntent): PaymentIntentLike => ({
  id,
  status,
  client_secret,
});

/** A Stripe error as a failed outcome: its code (else 'payment_error') and its decline code. */
export function failure(error: Pick<StripeError, 'code' | 'decline_code'>): GatewayOutcome {
  const outcome: GatewayOutcome = { kind: 'failed', code: error.code || 'payment_error' };
  return error.decline_code ? { ...outcome, declineCode: error.decline_code } : outcome;
}

/**
 * The outcome of a confirmation: an error fails; succeeded or processing is paid; an intent that
 * still needs an action is on its way to the bank (Stripe sends the browser there); any other
 * status is 'payment_intent_unexpected_state'. Spec: transactions §2, §8.
 */
export function intentOutcome(result: PaymentIntentResult): GatewayOutcome {
  if (result.error) return failure(result.error);
  const { paymentIntent } = result;
  if (PAID_INTENT_STATUSES.includes(paymentIntent.status)) {
    return { kind: 'paid', paymentIntent: intentLike(paymentIntent) };
  }
  if (paymentIntent.status === 'requires_action') return { kind: 'redirecting' };
  return { kind: 'failed', code: 'payment_intent_unexpected_state' };
}

const address = (billing: BillingDetails) => ({ country: billing.country ?? 'DE' });

/**
 * The Stripe gateway's actions on a loaded Stripe object and the mounted elements (read when an
 * action runs). A call that throws (network) fails with 'payment_error'.
 * Spec: transactions §4, §5, §7, §8.
 */
export function stripeActions(stripe: StripeCalls, mounted: () => MountedElements): GatewayActions {
  const confirmWith = async (
    method: Parameters<GatewayActions['confirm']>[0],
    { clientSecret, billing, returnUrl, savedPaymentMethodId: saved }: ConfirmInput,
  ): Promise<PaymentIntentResult | GatewayOutcome> => {
    const { name, email } = billing;
    const billing_details = { name, email };
    switch (method) {
      case 'card': {
        if (saved) {
          return stripe.confirmCardPayment(clientSecret, {
            payment_method: saved,
            return_url: returnUrl,
          });
        }
        const card = mounted().cardNumber;
        if (!card) return { kind: 'failed', code: 'missing' };
        const payment_method = { card, billing_details };
        return stripe.confirmCardPayment(clientSecret, { payment_method, return_url: returnUrl });
      }
      case 'sepa_debit': {
        if (saved) return stripe.confirmSepaDebitPayment(clientSecret, { payment_method: saved });
        const sepa_debit = mounted().iban;
        if (!sepa_debit) return { kind: 'failed', code: 'incomplete_iban' };
        return stripe.confirmSepaDebitPayment(clientSecret, {
          payment_method: { sepa_debit, billing_details },
        });
      }
      case 'giropay':
        return stripe.confirmGiropayPayment(clientSecret, {
          payment_method: { billing_details },
          return_url: returnUrl,
        });
      case 'sofort':
        return stripe.confirmSofortPayment(clientSecret, {
          payment_method: { sofort: address(billing), billing_details },
          return_url: returnUrl,
        });
      case 'klarna':
        return stripe.confirmKlarnaPayment(clientSecret, {
          payment_method: { billing_details: { ...billing_details, address: address(billing) } },
          return_url: returnUrl,
        });
    }
  };
  return {
    async confirm(method, input) {
      try {
        const result = await confirmWith(method, input);
        return 'kind' in result ? result : intentOutcome(result);
      } catch {
        return { kind: 'failed', code: 'payment_error' };
      }
    },
    async ibanToken({ name }) {
      const iban = mounted().iban;
      if (!iban) return { code: 'incomplete_iban' };
      try {
        const result = await stripe.createToken(iban, {
          currency: 'eur',
          account_holder_name: name,
          account_holder_type: 'individual',
        });
        return result.error
          ? { code: result.error.code || 'payment_error' }
          : { tokenId: result.token.id };
      } catch {
        return { code: 'payment_error' };
      }
    },
    async retrieveIntent(clientSecret) {
      try {
        const result = await stripe.retrievePaymentIntent(clientSecret);
        if (result.error) return { code: result.error.code || 'payment_error' };
        return { paymentIntent: intentLike(result.paymentIntent) };
      } catch {
        return { code: 'payment_error' };
      }
    },
  };
}

/**
 * Pays the intent with what the buyer approved in a wallet (Stripe's Express Checkout Element:
 * Apple Pay, Google Pay, Link): submits the elements and confirms the payment, leaving for the
 * bank only when it asks for authentication. A refusal tells the wallet, so its sheet shows it.
 * Spec: transactions §4 Payment methods (payment request button), §7, §8.
 */
export async function walletPayment(
  stripe: Pick<Stripe, 'confirmPayment'>,
  elements: StripeElements,
  event: { paymentFailed: () => void },
  returnUrl: string,
): Promise<GatewayOutcome> {
  try {
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (result.error) {
      event.paymentFailed();
      return failure(result.error);
    }
    return intentOutcome(result);
  } catch {
    event.paymentFailed();
    return { kind: 'failed', code: 'payment_error' };
  }
}
