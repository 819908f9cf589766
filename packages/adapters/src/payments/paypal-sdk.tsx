/**
 * The real PayPal buttons: PayPal's JS SDK loaded by `@paypal/react-paypal-js` with the
 * provider's client id, in euros, in the page's language. This module is imported on demand (see
 * `select-paypal.ts`), so neither the library nor PayPal's script reach a page before the buyer
 * chooses PayPal. A script that cannot load (ad blockers, offline) shows the payment module
 * message with the ad-blocker hint. Spec: transactions §4 Payment methods, §7, §8.
 */
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import type { PayPalButtonProps } from './paypal-types';

const PAYPAL_LOCALES = { de: 'de_DE', en: 'en_GB' } as const;

function Buttons({
  views,
  disabled,
  createOrder,
  onApprove,
  onCancel,
  onError,
}: PayPalButtonProps) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <views.PayPalScript status="failed" />;
  if (isPending) return <views.PayPalScript status="loading" />;
  return (
    <PayPalButtons
      style={{ layout: 'horizontal', label: 'pay', tagline: false }}
      disabled={disabled}
      forceReRender={[disabled]}
      createOrder={() => createOrder()}
      onApprove={(data) => onApprove({ orderID: data.orderID, payerID: data.payerID })}
      onCancel={() => onCancel()}
      onError={() => onError()}
    />
  );
}

/** PayPal's buttons for a client id, loading PayPal's script first. */
export default function PayPalSdkButton(props: PayPalButtonProps) {
  return (
    <PayPalScriptProvider
      options={{
        clientId: props.clientId,
        currency: 'EUR',
        intent: 'capture',
        locale: PAYPAL_LOCALES[props.locale],
      }}
    >
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
