/**
 * The offline default payment gateway: the demo. Same interface as Stripe, no network: its own
 * card and IBAN fields, Stripe's test cards (success, declines, authentication redirect), SEPA
 * with the IBAN mod-97 check, and redirects for giropay, sofort and Klarna straight back to the
 * return URL, so the whole checkout including the redirect return page runs here.
 * Spec: transactions §2 Checkout, Checkout redirect page; §4 Payment methods; §5; §8.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  demoActions,
  type DemoActionsDeps,
  type DemoField,
  type DemoFieldValues,
} from './demo-actions';
import { DemoContext, useDemoContext, type DemoContextValue } from './demo-context';
import { DemoCardFields, DemoIbanField } from './demo-fields';
import { DemoWalletButton, useDemoWallet } from './demo-wallet';
import type { GatewayProviderProps, GatewayState, PaymentGateway } from './types';
import type { PaymentViews } from './views';

/** Options of {@link demoGateway}. */
export interface DemoGatewayOptions {
  /** Sends the browser to a URL (authentication and bank redirects). @default window.location.assign */
  redirect?: (url: string) => void;
  /** The clock for the card's expiry. @default () => new Date() */
  now?: () => Date;
}

const EMPTY: DemoFieldValues = { card: { number: '', expiry: '', cvc: '' }, iban: '' };

/** The typed fields behind the actions: they read the fields when they run, not when made. */
function demoSession(deps: Omit<DemoActionsDeps, 'read'>) {
  let typed = EMPTY;
  return {
    actions: demoActions({ ...deps, read: () => typed }),
    read: () => typed,
    update: (next: DemoFieldValues) => {
      typed = next;
    },
  };
}

function withField(values: DemoFieldValues, field: DemoField, value: string): DemoFieldValues {
  if (field === 'iban') return { ...values, iban: value };
  return { ...values, card: { ...values.card, [field]: value } };
}

function DemoProvider({
  redirect,
  now,
  views,
  children,
}: Required<DemoGatewayOptions> & { views: PaymentViews; children: ReactNode }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<DemoContextValue['errors']>({});
  const [session] = useState(() =>
    demoSession({
      markInvalid: (field, code) => setErrors((found) => ({ ...found, [field]: code })),
      redirect,
      now,
    }),
  );
  const setValue = useCallback(
    (field: DemoField, value: string) => {
      const next = withField(session.read(), field, value);
      session.update(next);
      setValues(next);
      setErrors((found) => ({ ...found, [field]: undefined }));
    },
    [session],
  );
  const value = useMemo(
    () => ({ values, errors, setValue, actions: session.actions, views }),
    [values, errors, setValue, session, views],
  );
  return <DemoContext.Provider value={value}>{children}</DemoContext.Provider>;
}

/** Inside the demo Provider the gateway is ready at once. */
function useDemoGateway(): GatewayState {
  return { status: 'ready', actions: useDemoContext().actions };
}

/**
 * The demo payment gateway (the offline default). Card numbers behave like Stripe's test cards:
 * 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined, …9995 declined for insufficient
 * funds, …0069 expired, …0127 incorrect CVC, …0119 a processing error; 4000 0027 6000 3184 needs
 * authentication and leaves for the return URL. A valid IBAN pays with status 'processing'. Its
 * wallet (for Apple Pay and Google Pay) is always there and pays at once.
 * Spec: transactions §2, §4 Payment methods, §5, §8.
 */
export function demoGateway(options: DemoGatewayOptions = {}): PaymentGateway {
  const redirect = options.redirect ?? ((url: string) => window.location.assign(url));
  const now = options.now ?? (() => new Date());
  function Provider({ views, children }: GatewayProviderProps) {
    return (
      <DemoProvider redirect={redirect} now={now} views={views}>
        {children}
      </DemoProvider>
    );
  }
  return {
    id: 'demo',
    Provider,
    CardFields: DemoCardFields,
    IbanField: DemoIbanField,
    useGateway: useDemoGateway,
    useWallet: useDemoWallet,
    WalletButton: DemoWalletButton,
  };
}
