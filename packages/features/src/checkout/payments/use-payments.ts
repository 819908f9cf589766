/**
 * The checkout's payment adapters (`services.payments`: the gateway and PayPal the app was
 * composed with). Their code loads when a checkout page first asks (a chunk of its own); until
 * then the page waits, and a chunk that cannot load is the payment module's failure (the ad
 * blocker hint). Spec: transactions §2 Checkout, Checkout redirect page; §8 "Payment module
 * failed to load".
 */
import type { Payments } from '@kurse/adapters/payments';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';

/** The payment adapters: loading, failed to load, or ready. */
export type PaymentsLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; payments: Payments };

const LOADING: PaymentsLoad = { status: 'loading' };

/** Loads the payment adapters once per services (a failed load is tried again on the next mount). */
export function usePayments(): PaymentsLoad {
  const { payments } = useServices();
  const [load, setLoad] = useState<{ of: unknown; load: PaymentsLoad } | null>(null);
  useEffect(() => {
    let live = true;
    payments().then(
      (ready) => live && setLoad({ of: payments, load: { status: 'ready', payments: ready } }),
      () => live && setLoad({ of: payments, load: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [payments]);
  return load?.of === payments ? load.load : LOADING;
}
