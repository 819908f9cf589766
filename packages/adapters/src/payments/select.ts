/**
 * The payment adapters chosen by configuration: Stripe for a public key (else the offline demo
 * gateway), PayPal's JS SDK for `sdk` (else the offline PayPal). The web app's composition root
 * imports this entry on demand, when a checkout page first asks for its payments.
 * Spec: transactions §2 Checkout, Checkout redirect page; §4 Payment methods; ARCHITECTURE
 * "Third-party services sit behind small adapters … chosen by configuration".
 */
import type { DemoGatewayOptions } from './demo-gateway';
import { selectGateway, type GatewayConfig } from './select-gateway';
import { selectPayPal, type PayPalMode } from './select-paypal';
import type { StripeGatewayOptions } from './stripe-gateway';
import type { Payments } from './types';

/** The configuration that chooses the payment adapters. */
export interface PaymentsConfig extends GatewayConfig {
  /** How PayPal runs. @default 'demo' */
  paypal?: PayPalMode;
}

/** The gateway and the PayPal of a configuration. */
export function selectPayments(
  config: PaymentsConfig,
  options: { demo?: DemoGatewayOptions; stripe?: StripeGatewayOptions } = {},
): Payments {
  return { gateway: selectGateway(config, options), paypal: selectPayPal(config.paypal ?? 'demo') };
}
