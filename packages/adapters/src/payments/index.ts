/**
 * Payment adapters of the checkout: Stripe (Elements) and PayPal (JS SDK), each with its offline
 * default (the demo gateway, the demo PayPal), behind one interface. Import this entry on demand
 * only (the web app's composition root does, when a checkout page asks): the Stripe and PayPal
 * libraries load later still, when their Provider or button mounts.
 * Spec: transactions §2 Checkout, Checkout redirect page; §4; §5; §8.
 */
export type {
  BillingDetails,
  ConfirmInput,
  GatewayActions,
  GatewayFieldProps,
  GatewayMethod,
  GatewayOutcome,
  GatewayProviderProps,
  GatewayState,
  PaymentGateway,
  PaymentIntentLike,
  Payments,
  WalletButtonProps,
  WalletRequest,
  WalletState,
} from './types';
export { PAID_INTENT_STATUSES } from './types';
export type {
  CardLayoutViewProps,
  DemoButtonViewProps,
  HostedFieldViewProps,
  PaymentField,
  PaymentViews,
  PayPalScriptViewProps,
  TypedFieldViewProps,
} from './views';
export { selectPayments } from './select';
export type { PaymentsConfig } from './select';
export { selectGateway } from './select-gateway';
export type { GatewayConfig } from './select-gateway';
export { demoGateway } from './demo-gateway';
export type { DemoGatewayOptions } from './demo-gateway';
export { stripeGateway } from './stripe-gateway';
export type { StripeGatewayOptions } from './stripe-gateway';
export { TEST_CARDS, demoCardResult } from './test-cards';
export type { DemoCardField, DemoCardResult } from './test-cards';
export { intentIdOf, returnUrlWithIntent } from './intent';
export type { PayPalApproval, PayPalButtonProps, PayPalCheckout } from './paypal-types';
export { selectPayPal } from './select-paypal';
export type { PayPalMode } from './select-paypal';
export { demoPayPal, DEMO_PAYPAL_PAYER } from './paypal-demo';
