/**
 * The actions of the demo gateway: Stripe's confirmations, IBAN tokens and intent lookups answered
 * in the browser, without network. Spec: transactions §2 Checkout, Checkout redirect page; §4
 * Payment methods; §5 IBAN token check; §8 payment errors.
 */
import { compactIban, ibanLast4, ibanValid } from '@kurse/domain';
import { demoIntentStatus, intentIdOf, returnUrlWithIntent } from './intent';
import { demoCardResult, type DemoCardField } from './test-cards';
import type { GatewayActions, GatewayOutcome } from './types';

/** The fields of the demo forms, as typed. */
export interface DemoFieldValues {
  card: Record<DemoCardField, string>;
  iban: string;
}

/** A field of the demo forms. */
export type DemoField = DemoCardField | 'iban';

/** What the demo actions need from their surroundings. */
export interface DemoActionsDeps {
  /** The fields as typed right now. */
  read: () => DemoFieldValues;
  /** Marks a field as invalid with an error code (shown at the field). */
  markInvalid: (field: DemoField, code: string) => void;
  /** Sends the browser to a URL. */
  redirect: (url: string) => void;
  /** The clock for the card's expiry. */
  now: () => Date;
}

const paid = (clientSecret: string, status: string): GatewayOutcome => ({
  kind: 'paid',
  paymentIntent: { id: intentIdOf(clientSecret), status, client_secret: clientSecret },
});

/**
 * The demo gateway's actions. A saved card pays, a saved account debits ('processing'). Card:
 * {@link demoCardResult} (Stripe's test cards; the authentication card sends the browser to
 * `returnUrl` with `redirect_status=succeeded`). SEPA: a valid IBAN pays with status 'processing', like a fresh SEPA debit. giropay, sofort and Klarna
 * send the browser to `returnUrl` as their banks would. Spec: transactions §2, §4, §5, §8.
 */
export function demoActions(deps: DemoActionsDeps): GatewayActions {
  const leave = (returnUrl: string, clientSecret: string): GatewayOutcome => {
    deps.redirect(returnUrlWithIntent(returnUrl, clientSecret, 'succeeded'));
    return { kind: 'redirecting' };
  };
  return {
    async confirm(method, { clientSecret, returnUrl, savedPaymentMethodId }) {
      if (savedPaymentMethodId && (method === 'card' || method === 'sepa_debit')) {
        return paid(clientSecret, method === 'card' ? 'succeeded' : 'processing');
      }
      if (method === 'card') {
        const result = demoCardResult(deps.read().card, deps.now());
        if (result.kind === 'paid') return paid(clientSecret, 'succeeded');
        if (result.kind === 'authenticate') return leave(returnUrl, clientSecret);
        const { field, ...failure } = result;
        if (field) deps.markInvalid(field, failure.code);
        return failure;
      }
      if (method === 'sepa_debit') {
        const iban = deps.read().iban;
        const code = ibanCode(iban);
        if (code) {
          deps.markInvalid('iban', code);
          return { kind: 'failed', code };
        }
        return paid(clientSecret, 'processing');
      }
      return leave(returnUrl, clientSecret);
    },
    async ibanToken() {
      const iban = deps.read().iban;
      if (compactIban(iban) === '') {
        deps.markInvalid('iban', 'incomplete_iban');
        return { code: 'incomplete_iban' };
      }
      // The demo backend refuses token ids containing "invalid" with iban_not_valid.
      return { tokenId: ibanValid(iban) ? `tok_demo_${ibanLast4(iban)}` : 'tok_demo_invalid' };
    },
    async retrieveIntent(clientSecret) {
      const status = demoIntentStatus(clientSecret);
      return {
        paymentIntent: { id: intentIdOf(clientSecret), status, client_secret: clientSecret },
      };
    },
  };
}

/** The error of a typed IBAN, or null when it is valid. */
function ibanCode(iban: string): string | null {
  if (compactIban(iban) === '') return 'incomplete_iban';
  return ibanValid(iban) ? null : 'invalid_iban';
}
