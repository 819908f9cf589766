import type { Stripe, StripeCardNumberElement, StripeIbanElement } from '@stripe/stripe-js';
import { createContext, useContext } from 'react';
import type { MountedElements } from './stripe-actions';
import type * as StripeUi from './stripe-elements';
import type { GatewayActions } from './types';
import type { PaymentViews } from './views';

/** The Stripe gateway's load: the UI module and Stripe.js, both fetched when the Provider mounts. */
export type StripeLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; stripe: Stripe; ui: typeof StripeUi; actions: GatewayActions };

/** Where the fields report their mounted Stripe elements, read by the actions when they run. */
export interface ElementRegistry {
  read: () => MountedElements;
  set: (
    ...entry: ['cardNumber', StripeCardNumberElement | null] | ['iban', StripeIbanElement | null]
  ) => void;
}

/** A fresh registry with nothing mounted. */
export function elementRegistry(): ElementRegistry {
  const mounted: MountedElements = { cardNumber: null, iban: null };
  return {
    read: () => ({ ...mounted }),
    set: (...[kind, element]) => {
      if (kind === 'cardNumber') mounted.cardNumber = element;
      else mounted.iban = element;
    },
  };
}

/** What the Stripe Provider shares with its fields and `useGateway`. */
export interface StripeContextValue {
  load: StripeLoad;
  locale: 'de' | 'en';
  registry: ElementRegistry;
  views: PaymentViews;
}

export const StripeContext = createContext<StripeContextValue | null>(null);

/** The Stripe Provider's value; throws outside it, where the fields cannot work. */
export function useStripeContext(): StripeContextValue {
  const value = useContext(StripeContext);
  if (!value)
    throw new Error('Stripe payment fields need the Stripe gateway Provider around them.');
  return value;
}
