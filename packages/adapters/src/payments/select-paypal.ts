/**
 * Which PayPal the checkout uses: PayPal's JS SDK when the web app is configured for it
 * (`VITE_KURSE_PAYPAL=sdk`), otherwise the offline demo. The SDK module loads only when its button
 * first renders. Spec: transactions §4 Payment methods (PayPal); ARCHITECTURE "Third-party services
 * sit behind small adapters … chosen by configuration".
 */
import { lazy } from 'react';
import { demoPayPal } from './paypal-demo';
import type { PayPalCheckout } from './paypal-types';

/** How PayPal runs: its JS SDK, or the offline demo. */
export type PayPalMode = 'sdk' | 'demo';

const sdkPayPal: PayPalCheckout = { id: 'paypal', Button: lazy(() => import('./paypal-sdk')) };

/** The PayPal of a mode. */
export function selectPayPal(mode: PayPalMode): PayPalCheckout {
  return mode === 'sdk' ? sdkPayPal : demoPayPal;
}
