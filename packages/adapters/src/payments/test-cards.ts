/**
 * The demo gateway's card behaviour: the format checks of Stripe's card element, then Stripe's
 * test cards (https://docs.stripe.com/testing). Spec: transactions §4 Payment methods (card),
 * §5 card form validity, §8 card provider errors.
 */
import { cardDigits, cvcValid, expiryPassed, luhnValid, parseExpiry } from '@kurse/domain';

/** The fields of the demo card form. */
export type DemoCardField = 'number' | 'expiry' | 'cvc';

/** What the demo card form leads to. */
export type DemoCardResult =
  | { kind: 'paid' }
  /** The bank asks for authentication (3D Secure): the demo sends the browser to the return URL. */
  | { kind: 'authenticate' }
  /** Refused; `field` names the field at fault when a format check failed. */
  | { kind: 'failed'; code: string; declineCode?: string; field?: DemoCardField };

/** Stripe's test cards that do not simply succeed, by number. */
export const TEST_CARDS: Readonly<Record<string, DemoCardResult>> = {
  '4000000000000002': { kind: 'failed', code: 'card_declined', declineCode: 'generic_decline' },
  '4000000000009995': { kind: 'failed', code: 'card_declined', declineCode: 'insufficient_funds' },
  '4000000000000069': { kind: 'failed', code: 'expired_card' },
  '4000000000000127': { kind: 'failed', code: 'incorrect_cvc' },
  '4000000000000119': { kind: 'failed', code: 'processing_error' },
  '4000002760003184': { kind: 'authenticate' },
};

const invalid = (code: string, field: DemoCardField): DemoCardResult => ({
  kind: 'failed',
  code,
  field,
});

/**
 * The result of paying with the typed card at `now`. Checked in the order of the form: number
 * (empty → incomplete_number, not a Luhn-valid number → incorrect_number), expiry (empty or cut
 * short → incomplete_expiry, no month 01–12 → invalid_expiry_month, past → expired_card), CVC
 * (empty → incomplete_cvc, not 3–4 digits → incorrect_cvc); then the test card's behaviour. Any
 * other valid number succeeds, like Stripe's test cards of every brand (4242 4242 4242 4242).
 * Spec: transactions §4, §5, §8.
 */
export function demoCardResult(card: Record<DemoCardField, string>, now: Date): DemoCardResult {
  const digits = cardDigits(card.number);
  if (digits === '') return invalid('incomplete_number', 'number');
  if (digits === null || !luhnValid(digits)) return invalid('incorrect_number', 'number');
  const typedExpiry = card.expiry.trim();
  if (typedExpiry === '') return invalid('incomplete_expiry', 'expiry');
  const expiry = parseExpiry(typedExpiry);
  if (!expiry) {
    const monthFirst = /^(0?[1-9]|1[0-2])(\D|$)|^(0[1-9]|1[0-2])\d/.test(typedExpiry);
    return invalid(monthFirst ? 'incomplete_expiry' : 'invalid_expiry_month', 'expiry');
  }
  if (expiryPassed(expiry, now)) return invalid('expired_card', 'expiry');
  if (card.cvc.trim() === '') return invalid('incomplete_cvc', 'cvc');
  if (!cvcValid(card.cvc)) return invalid('incorrect_cvc', 'cvc');
  return TEST_CARDS[digits] ?? { kind: 'paid' };
}
