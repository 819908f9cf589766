/**
 * The Stripe payment gateway: Stripe Elements loaded with the public key and, when the booking has
 * one, its connected account. The Stripe libraries (`@stripe/react-stripe-js`, and Stripe.js,
 * which `@stripe/stripe-js/pure` injects only when asked) are fetched when the Provider mounts,
 * through a dynamic import: this module and everything that imports it stay light, so the
 * checkout's first load does not carry them and the demo gateway never loads them. A script that
 * cannot load (ad blockers, offline: `loadStripe` rejects) leaves the gateway `failed`.
 * Spec: transactions §2 Checkout redirect page ("The card payment provider is loaded with a
 * public key and, when the booking has a stripeAccount, the connected account"); §4; §7; §8
 * "Payment module failed to load".
 */
import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { stripeActions } from './stripe-actions';
import {
  StripeContext,
  elementRegistry,
  useStripeContext,
  type StripeLoad,
} from './stripe-context';
import type * as StripeUi from './stripe-elements';
import type {
  GatewayFieldProps,
  GatewayProviderProps,
  GatewayState,
  PaymentGateway,
  WalletButtonProps,
  WalletRequest,
  WalletState,
} from './types';

/** Options of {@link stripeGateway}. */
export interface StripeGatewayOptions {
  /** Loads Stripe.js and makes the Stripe object. @default loadStripe of `@stripe/stripe-js/pure` */
  loadStripe?: (publicKey: string, options: StripeConstructorOptions) => Promise<Stripe | null>;
}

type Loaded = Extract<StripeLoad, { status: 'ready' }>;

/**
 * The Stripe gateway for a public key. Each Provider (per connected account and locale) loads
 * Stripe once; a failed load is tried again by the next Provider that mounts.
 * Spec: transactions §2 Checkout redirect page, §4 Payment methods, §7, §8.
 */
export function stripeGateway(
  publicKey: string,
  options: StripeGatewayOptions = {},
): PaymentGateway {
  const loads = new Map<string, Promise<Omit<Loaded, 'actions'>>>();
  const load = (stripeAccount: string | null, locale: 'de' | 'en') => {
    const key = `${stripeAccount ?? ''}|${locale}`;
    let loading = loads.get(key);
    if (!loading) {
      loading = (async () => {
        const ui: typeof StripeUi = await import('./stripe-elements');
        const constructorOptions = { locale, ...(stripeAccount ? { stripeAccount } : {}) };
        const stripe = await (options.loadStripe ?? ui.loadStripe)(publicKey, constructorOptions);
        if (!stripe) throw new Error('Stripe.js is not available here.');
        return { status: 'ready' as const, stripe, ui };
      })();
      loads.set(key, loading);
      loading.catch(() => loads.delete(key));
    }
    return loading;
  };

  function Session({ stripeAccount, locale, views, children }: GatewayProviderProps) {
    const [state, setState] = useState<StripeLoad>({ status: 'loading' });
    const [registry] = useState(elementRegistry);
    useEffect(() => {
      let live = true;
      load(stripeAccount ?? null, locale).then(
        (loaded) =>
          live && setState({ ...loaded, actions: stripeActions(loaded.stripe, registry.read) }),
        () => live && setState({ status: 'failed' }),
      );
      return () => {
        live = false;
      };
    }, [stripeAccount, locale, registry]);
    const value = useMemo(
      () => ({ load: state, locale, registry, views }),
      [state, locale, registry, views],
    );
    return <StripeContext.Provider value={value}>{children}</StripeContext.Provider>;
  }

  function Provider(props: GatewayProviderProps) {
    // A new account or language is a new Stripe object and new elements.
    return <Session key={`${props.stripeAccount ?? ''}|${props.locale}`} {...props} />;
  }

  return {
    id: 'stripe',
    Provider,
    CardFields,
    IbanField,
    useGateway: useStripeGateway,
    useWallet: useStripeWallet,
    WalletButton,
  };
}

/** Card number, expiry and CVC once Stripe is loaded (nothing before: the state tells why). */
function CardFields({ disabled }: GatewayFieldProps) {
  const { load, locale, registry, views } = useStripeContext();
  if (load.status !== 'ready') return null;
  const { StripeCardElements } = load.ui;
  return (
    <StripeCardElements
      stripe={load.stripe}
      locale={locale}
      views={views}
      disabled={disabled}
      registry={registry}
    />
  );
}

/** The IBAN once Stripe is loaded (nothing before: the state tells why). */
function IbanField({ disabled }: GatewayFieldProps) {
  const { load, locale, registry, views } = useStripeContext();
  if (load.status !== 'ready') return null;
  const { StripeIbanElement } = load.ui;
  return (
    <StripeIbanElement
      stripe={load.stripe}
      locale={locale}
      views={views}
      disabled={disabled}
      registry={registry}
    />
  );
}

/** The Stripe gateway's state: loading, failed (the ad blocker hint), or ready with its actions. */
function useStripeGateway(): GatewayState {
  const { load } = useStripeContext();
  return load.status === 'ready' ? { status: 'ready', actions: load.actions } : load;
}

/**
 * Whether the browser can pay the request with a wallet: the Payment Request API's
 * `canMakePayment` through Stripe (country DE, euros). Spec: transactions §4 Payment methods.
 */
function useStripeWallet({ amount, label }: WalletRequest): WalletState {
  const { load } = useStripeContext();
  const [found, setFound] = useState<{ key: string; state: WalletState } | null>(null);
  const key = `${amount}|${label}`;
  useEffect(() => {
    if (load.status !== 'ready') return;
    const { stripe } = load;
    let live = true;
    const total = { label, amount };
    // A request Stripe refuses (e.g. an amount it cannot charge) counts as no wallet.
    void Promise.resolve()
      .then(() => stripe.paymentRequest({ country: 'DE', currency: 'eur', total }).canMakePayment())
      .then(
        (can) => live && setFound({ key, state: can ? READY : NONE }),
        () => live && setFound({ key, state: NONE }),
      );
    return () => {
      live = false;
    };
  }, [load, key, amount, label]);
  if (load.status === 'failed') return NONE;
  return found?.key === key ? found.state : { status: 'checking' };
}

const NONE: WalletState = { status: 'none' };
const READY: WalletState = { status: 'ready' };

/** The wallets' buttons once Stripe is loaded. */
function WalletButton({ clientSecret, returnUrl, onBeforePay, onOutcome }: WalletButtonProps) {
  const { load, locale } = useStripeContext();
  if (load.status !== 'ready') return null;
  const { StripeWalletButton } = load.ui;
  return (
    <StripeWalletButton
      stripe={load.stripe}
      locale={locale}
      clientSecret={clientSecret}
      returnUrl={returnUrl}
      onBeforePay={onBeforePay}
      onOutcome={onOutcome}
    />
  );
}
