/**
 * Payment gateways of the checkout: Stripe and the offline demo behind one interface. Import
 * only from the lazily loaded checkout pages (the Stripe libraries load on demand, see
 * `stripe-gateway.tsx`). Spec: transactions §2 Checkout, Checkout redirect page; §4; §5; §8.
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
  WalletButtonProps,
  WalletRequest,
  WalletState,
} from './types';
export { PAID_INTENT_STATUSES } from './types';
export { selectGateway } from './select-gateway';
export type { GatewayConfig } from './select-gateway';
export { demoGateway } from './demo-gateway';
export type { DemoGatewayOptions } from './demo-gateway';
export { stripeGateway } from './stripe-gateway';
export type { StripeGatewayOptions } from './stripe-gateway';
export { TEST_CARDS, demoCardResult } from './test-cards';
export type { DemoCardField, DemoCardResult } from './test-cards';
export { ibanValid, compactIban, ibanLast4 } from './iban';
export { intentIdOf, returnUrlWithIntent } from './intent';
export type { PayPalApproval, PayPalButtonProps, PayPalCheckout } from './paypal-types';
export { selectPayPal } from './select-paypal';
export type { PayPalMode } from './select-paypal';
export { demoPayPal, DEMO_PAYPAL_PAYER } from './paypal-demo';
