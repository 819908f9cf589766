/**
 * The payment gateway behind the checkout: one interface for real Stripe and the offline demo.
 * Spec: transactions §2 Checkout, Checkout redirect page; §4 Payment methods; §5 (IBAN token
 * check, card form validity); §7 card payment provider calls; §8 payment errors.
 */
import type { ComponentType, ReactNode } from 'react';
import type { PayPalCheckout } from './paypal-types';
import type { PaymentViews } from './views';

/** The methods a gateway confirms (Stripe's payment method types). Spec: transactions §4. */
export type GatewayMethod = 'card' | 'sepa_debit' | 'giropay' | 'sofort' | 'klarna';

/** Who pays: the account holder's name and email (transactions §4 "Account-holder name and email"). */
export interface BillingDetails {
  name: string;
  email: string;
  /** The payer's country (ISO 3166-1 alpha-2); sofort and Klarna need it. @default 'DE' */
  country?: string;
}

/** The fields of a PaymentIntent the checkout reads. */
export interface PaymentIntentLike {
  id: string;
  status: string;
  client_secret?: string | null;
}

/** What a confirmation led to. */
export type GatewayOutcome =
  /** The intent succeeded or is processing (SEPA debits are processing at first). */
  | { kind: 'paid'; paymentIntent: PaymentIntentLike }
  /** The browser leaves for the bank or the authentication page and comes back to `returnUrl`. */
  | { kind: 'redirecting' }
  /**
   * Refused: Stripe's error `code` (card_declined, expired_card, incorrect_cvc, processing_error,
   * incorrect_number, invalid_iban, …) or 'payment_error'; a decline also carries Stripe's
   * `declineCode` (insufficient_funds, generic_decline, …).
   */
  | { kind: 'failed'; code: string; declineCode?: string };

/** What a confirmation needs. */
export interface ConfirmInput {
  clientSecret: string;
  billing: BillingDetails;
  returnUrl: string;
  /**
   * The customer's saved payment method (its id, of the method's type) to pay with instead of the
   * fields (transactions §4 "saved"). @default undefined: the fields
   */
  savedPaymentMethodId?: string;
}

/** What the checkout does with a ready gateway. */
export interface GatewayActions {
  /** Confirms the booking's PaymentIntent with the method's fields, as Stripe's confirmXPayment does. */
  confirm(method: GatewayMethod, input: ConfirmInput): Promise<GatewayOutcome>;
  /** Tokenises the IBAN field (for `POST /bookings/{id}/payments/validate` with tokenId). */
  ibanToken(billing: BillingDetails): Promise<{ tokenId: string } | { code: string }>;
  /** Retrieves a PaymentIntent by its client secret (checkout redirect page). */
  retrieveIntent(
    clientSecret: string,
  ): Promise<{ paymentIntent: PaymentIntentLike } | { code: string }>;
}

/** The load state of a gateway; `failed` is shown with the ad blocker hint (transactions §8). */
export type GatewayState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; actions: GatewayActions };

/** Props of a gateway's {@link PaymentGateway.Provider}. */
export interface GatewayProviderProps {
  /** The booking's connected account (`booking.stripeAccount`), when it has one. @default null */
  stripeAccount?: string | null;
  /** The language of the gateway's own texts and fields. */
  locale: 'de' | 'en';
  /** The checkout's views the gateway draws its fields and buttons with. */
  views: PaymentViews;
  children: ReactNode;
}

/** Props of the gateway's fields. */
export interface GatewayFieldProps {
  /** Locks the fields, e.g. while a payment runs. @default false */
  disabled?: boolean;
}

/** What a wallet pays for: the amount in cents and the line the wallet shows. */
export interface WalletRequest {
  amount: number;
  label: string;
}

/**
 * Whether the browser has a wallet (Apple Pay, Google Pay, a browser card: the payment request
 * button) for a request: still checking, none, or ready.
 */
export type WalletState = { status: 'checking' } | { status: 'none' } | { status: 'ready' };

/** Props of the gateway's wallet button. */
export interface WalletButtonProps {
  /** The client secret of the booking's payment intent. */
  clientSecret: string;
  /** Where an authentication returns to (the checkout redirect page). */
  returnUrl: string;
  disabled?: boolean;
  /**
   * Asked when the buyer starts a wallet payment, before any money moves (the checkout checks the
   * booking with the server again); false stops the payment, the checkout shows why.
   * @default undefined: no check
   */
  onBeforePay?: () => Promise<boolean>;
  /** How the wallet payment ended; paid → the checkout confirms the booking with the intent. */
  onOutcome: (outcome: GatewayOutcome) => void;
}

/** A payment gateway: its fields, its load state and its actions. */
export interface PaymentGateway {
  id: 'stripe' | 'demo';
  /** Wraps the payment form and loads the gateway. */
  Provider: ComponentType<GatewayProviderProps>;
  /** Card number, expiry and CVC (inside Provider). */
  CardFields: ComponentType<GatewayFieldProps>;
  /** The IBAN field (inside Provider). */
  IbanField: ComponentType<GatewayFieldProps>;
  /** Inside Provider: the load state and, once ready, the actions. */
  useGateway(): GatewayState;
  /** Inside Provider: whether a wallet can pay this request. */
  useWallet(request: WalletRequest): WalletState;
  /** The wallet's own button (inside Provider, for a ready wallet). */
  WalletButton: ComponentType<WalletButtonProps>;
}

/** Intent statuses the checkout treats as paid: the booking is confirmed with the intent. */
export const PAID_INTENT_STATUSES: readonly string[] = ['succeeded', 'processing'];

/** The payment adapters of the checkout: the gateway for cards and banks, and PayPal. */
export interface Payments {
  gateway: PaymentGateway;
  paypal: PayPalCheckout;
}
