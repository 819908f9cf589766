/**
 * The views a payment adapter draws with: the checkout gives them (`views` of the gateway's
 * Provider and of PayPal's button), so this package holds no design system and no texts: it
 * says which field, which value, which error code, and the checkout draws the label, hint and
 * message from its catalogue. Spec: transactions §4 Payment methods, §5, §8 card provider errors.
 */
import type { ComponentType, ReactNode } from 'react';

/** A field of a payment method: the card's number, expiry and CVC, or the IBAN. */
export type PaymentField = 'number' | 'expiry' | 'cvc' | 'iban';

/** Props of {@link PaymentViews.TypedField}: a field the adapter keeps the value of (the demo's). */
export interface TypedFieldViewProps {
  field: PaymentField;
  value: string;
  onChange: (value: string) => void;
  /** Locks the field, e.g. while a payment runs. @default false */
  disabled?: boolean;
  /** The card error code a failed confirmation left at this field (`card_declined` …). */
  error?: string;
}

/** Props of {@link PaymentViews.HostedField}: a field drawn by the provider itself (Stripe's element). */
export interface HostedFieldViewProps {
  field: PaymentField;
  /** The provider's error code for what was typed, null while fine. */
  error: string | null;
  /** The provider's element. */
  children: ReactNode;
}

/** Props of {@link PaymentViews.CardLayout}: the card's three fields, in place. */
export interface CardLayoutViewProps {
  number: ReactNode;
  expiry: ReactNode;
  cvc: ReactNode;
}

/** Props of {@link PaymentViews.DemoButton}: the offline wallet's or PayPal's button. */
export interface DemoButtonViewProps {
  kind: 'wallet' | 'paypal';
  onPress: () => void;
  /** The payment runs (or the checkout's check before it). */
  pending: boolean;
  disabled?: boolean;
}

/** Props of {@link PaymentViews.PayPalScript}: PayPal's script loading, or failed to load. */
export interface PayPalScriptViewProps {
  status: 'loading' | 'failed';
}

/** The views of the payment adapters, given by the checkout. */
export interface PaymentViews {
  CardLayout: ComponentType<CardLayoutViewProps>;
  TypedField: ComponentType<TypedFieldViewProps>;
  HostedField: ComponentType<HostedFieldViewProps>;
  DemoButton: ComponentType<DemoButtonViewProps>;
  PayPalScript: ComponentType<PayPalScriptViewProps>;
}
