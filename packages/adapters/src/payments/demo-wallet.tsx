/**
 * The demo's wallet (standing in for Apple Pay and Google Pay, Stripe's payment request button):
 * always available, and its button pays at once like a wallet the buyer confirmed.
 * Spec: transactions §4 Payment methods (payment request button).
 */
import { useState } from 'react';
import { useDemoContext } from './demo-context';
import { intentIdOf } from './intent';
import type { WalletButtonProps, WalletState } from './types';

const READY: WalletState = { status: 'ready' };

/** The demo always offers its wallet. */
export function useDemoWallet(): WalletState {
  return READY;
}

/** The demo wallet's button: once the checkout's check passes, pays the intent at once. */
export function DemoWalletButton({
  clientSecret,
  disabled,
  onBeforePay,
  onOutcome,
}: WalletButtonProps) {
  const { views } = useDemoContext();
  const [checking, setChecking] = useState(false);
  const pay = async () => {
    if (onBeforePay) {
      setChecking(true);
      const cleared = await onBeforePay();
      setChecking(false);
      if (!cleared) return;
    }
    onOutcome({
      kind: 'paid',
      paymentIntent: {
        id: intentIdOf(clientSecret),
        status: 'succeeded',
        client_secret: clientSecret,
      },
    });
  };
  return (
    <views.DemoButton
      kind="wallet"
      onPress={() => void pay()}
      pending={checking}
      disabled={disabled}
    />
  );
}
