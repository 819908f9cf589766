/**
 * Which payment gateway the checkout uses: Stripe when a public key is configured (the web app
 * reads `VITE_KURSE_STRIPE_PUBLIC_KEY`), otherwise the offline demo. Neither choice loads the
 * Stripe libraries here: the Stripe gateway fetches them through a dynamic import when its
 * Provider mounts, so with the demo they are never loaded. Import this folder only from the
 * checkout and checkout redirect pages, which are loaded lazily themselves.
 * Spec: transactions §2 Checkout, Checkout redirect page; §4 Payment methods.
 */
import { demoGateway, type DemoGatewayOptions } from './demo-gateway';
import { stripeGateway, type StripeGatewayOptions } from './stripe-gateway';
import type { PaymentGateway } from './types';

/** The configuration that chooses the gateway. */
export interface GatewayConfig {
  /** Stripe's publishable key; blank or missing chooses the demo gateway. @default null */
  stripePublicKey?: string | null;
}

/**
 * Stripe for a configured public key, otherwise the demo gateway. Spec: transactions §2, §4;
 * ARCHITECTURE "Third-party services sit behind small adapters … chosen by configuration".
 */
export function selectGateway(
  config: GatewayConfig,
  options: { demo?: DemoGatewayOptions; stripe?: StripeGatewayOptions } = {},
): PaymentGateway {
  const key = config.stripePublicKey?.trim();
  return key ? stripeGateway(key, options.stripe) : demoGateway(options.demo);
}
