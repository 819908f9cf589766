/**
 * The checkout's side of the payment adapters (`@kurse/adapters/payments`: Stripe, PayPal and
 * their offline demos): their types, the views the checkout draws them with, and `usePayments`,
 * which loads the adapters the app was composed with. Spec: transactions §2 Checkout, Checkout
 * redirect page; §4; §5; §8.
 */
export type {
  BillingDetails,
  ConfirmInput,
  GatewayActions,
  GatewayMethod,
  GatewayOutcome,
  PaymentGateway,
  PaymentIntentLike,
  Payments,
  PayPalApproval,
  PayPalButtonProps,
  PayPalCheckout,
} from '@kurse/adapters/payments';
export { paymentViews } from './views';
export { usePayments } from './use-payments';
export type { PaymentsLoad } from './use-payments';
