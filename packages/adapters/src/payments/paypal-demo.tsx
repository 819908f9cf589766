/**
 * The offline PayPal: a button that creates the order on the server like the real one and then
 * approves it at once, as if the buyer had confirmed it in PayPal's window. Used when the web app
 * is not configured for PayPal's JS SDK (README, `VITE_KURSE_PAYPAL`).
 * Spec: transactions §4 Payment methods (PayPal), §7, §8 PayPal create order.
 */
import { useState } from 'react';
import type { PayPalButtonProps, PayPalCheckout } from './paypal-types';

/** The demo buyer who approves every order. */
export const DEMO_PAYPAL_PAYER = 'DEMOPAYER';

function DemoPayPalButton({ views, disabled, createOrder, onApprove }: PayPalButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const orderID = await createOrder();
      await onApprove({ orderID, payerID: DEMO_PAYPAL_PAYER });
    } catch {
      // A refused order was already reported by createOrder; the buyer may try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <views.DemoButton kind="paypal" onPress={() => void run()} pending={busy} disabled={disabled} />
  );
}

/** The offline PayPal. */
export const demoPayPal: PayPalCheckout = { id: 'demo', Button: DemoPayPalButton };
