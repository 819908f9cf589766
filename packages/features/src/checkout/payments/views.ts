/** The views the checkout gives its payment adapters (`payment-views.tsx` draws them). */
import type { PaymentViews } from '@kurse/adapters/payments';
import { CardLayout, DemoButton, HostedField, PayPalScript, TypedField } from './payment-views';

/** The checkout's views of the payment adapters. */
export const paymentViews: PaymentViews = {
  CardLayout,
  TypedField,
  HostedField,
  DemoButton,
  PayPalScript,
};
