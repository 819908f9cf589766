/**
 * PayPal behind one interface: the real PayPal buttons (the JS SDK through
 * `@paypal/react-paypal-js`) and the offline demo. Spec: transactions §4 Payment methods (PayPal),
 * §7 PayPal order creation, §8 PayPal create order.
 */
import type { ComponentType } from 'react';
import type { PaymentViews } from './views';

/** The buyer's approval of a PayPal order, as the checkout confirms it. */
export interface PayPalApproval {
  orderID: string;
  payerID?: string | null;
}

/** Props of a PayPal button. */
export interface PayPalButtonProps {
  /** The provider's PayPal client id (`paypalClientId`). */
  clientId: string;
  /** The language of PayPal's own texts. */
  locale: 'de' | 'en';
  /** The checkout's views (the demo's button, the script's loading and failure). */
  views: PaymentViews;
  /** Locks the button, e.g. while a payment runs. @default false */
  disabled?: boolean;
  /** Creates the order on the server and resolves to its id; rejects to stop (message shown). */
  createOrder: () => Promise<string>;
  /** The buyer approved the order in PayPal. */
  onApprove: (approval: PayPalApproval) => Promise<void>;
  /** The buyer closed PayPal without paying. */
  onCancel: () => void;
  /** PayPal failed after its script loaded (e.g. its window could not open). */
  onError: () => void;
}

/** A PayPal integration: the button the checkout shows for the PayPal method. */
export interface PayPalCheckout {
  id: 'paypal' | 'demo';
  Button: ComponentType<PayPalButtonProps>;
}
