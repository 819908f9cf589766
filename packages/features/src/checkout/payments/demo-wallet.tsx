/**
 * The demo's wallet (standing in for Apple Pay and Google Pay, Stripe's payment request button):
 * always available, and its button pays at once like a wallet the buyer confirmed.
 * Spec: transactions §4 Payment methods (payment request button).
 */
import { useI18n } from '@kurse/i18n';
import { Button } from '@kurse/ui';
import { useState } from 'react';
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
  const { LL } = useI18n();
  const t = LL.booking.payment;
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
    <div className="flex flex-col gap-2" data-slot="wallet-demo">
      <p className="text-sm text-muted-foreground">{t.demoWalletHint()}</p>
      <Button
        onPress={() => void pay()}
        isDisabled={disabled}
        isPending={checking}
        className="self-start"
      >
        {t.payWithWallet()}
      </Button>
    </div>
  );
}
