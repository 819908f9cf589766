import type { PaymentIntent, PaymentIntentResult } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import {
  intentOutcome,
  stripeActions,
  walletPayment,
  type MountedElements,
  type StripeCalls,
} from './stripe-actions';

const SECRET = 'pi_3Nx_secret_Zy9';
const RETURN = 'https://kurse.example/schwimmschule/checkout-redirect/81';
const BILLING = { name: 'Julia Neumann', email: 'demo@kurse.example' };
const input = { clientSecret: SECRET, billing: BILLING, returnUrl: RETURN };

const intent = (status: string) =>
  ({ id: 'pi_3Nx', status, client_secret: SECRET, amount: 20700 }) as unknown as PaymentIntent;
const answer = (status: string): PaymentIntentResult => ({ paymentIntent: intent(status) });
const declined = (code: string, decline_code?: string): PaymentIntentResult => ({
  error: { type: 'card_error', code, decline_code },
});

const card = { id: 'card-element' } as unknown as MountedElements['cardNumber'];
const iban = { id: 'iban-element' } as unknown as MountedElements['iban'];

function fakeStripe(result: PaymentIntentResult = answer('succeeded')) {
  const call = vi.fn(async () => result);
  const stripe = {
    confirmCardPayment: call,
    confirmSepaDebitPayment: call,
    confirmGiropayPayment: call,
    confirmSofortPayment: call,
    confirmKlarnaPayment: call,
    createToken: vi.fn(async () => ({ token: { id: 'tok_1Abc' } })),
    retrievePaymentIntent: call,
  };
  return { stripe: stripe as unknown as StripeCalls, call, createToken: stripe.createToken };
}

describe('Stripe answers as outcomes (transactions §2, §8)', () => {
  it('succeeded and processing are paid, with the intent the checkout confirms', () => {
    expect(intentOutcome(answer('succeeded'))).toEqual({
      kind: 'paid',
      paymentIntent: { id: 'pi_3Nx', status: 'succeeded', client_secret: SECRET },
    });
    expect(intentOutcome(answer('processing'))).toMatchObject({ kind: 'paid' });
  });

  it('an intent that needs an action is on its way to the bank; other states are unexpected', () => {
    expect(intentOutcome(answer('requires_action'))).toEqual({ kind: 'redirecting' });
    expect(intentOutcome(answer('requires_payment_method'))).toEqual({
      kind: 'failed',
      code: 'payment_intent_unexpected_state',
    });
  });

  it('an error fails with its code and decline code, else payment_error', () => {
    expect(intentOutcome(declined('card_declined', 'insufficient_funds'))).toEqual({
      kind: 'failed',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    });
    expect(intentOutcome(declined('expired_card'))).toEqual({
      kind: 'failed',
      code: 'expired_card',
    });
    expect(intentOutcome({ error: { type: 'api_error' } })).toEqual({
      kind: 'failed',
      code: 'payment_error',
    });
  });
});

describe('Stripe confirmations by method (transactions §4, §7)', () => {
  const mounted = () => ({ cardNumber: card, iban });

  it('confirms a card with the card number element and the billing details', async () => {
    const { stripe, call } = fakeStripe();
    const outcome = await stripeActions(stripe, mounted).confirm('card', input);
    expect(outcome).toMatchObject({ kind: 'paid' });
    expect(call).toHaveBeenCalledWith(SECRET, {
      payment_method: { card, billing_details: BILLING },
      return_url: RETURN,
    });
  });

  it('confirms SEPA with the IBAN element; sofort and Klarna with the payer country', async () => {
    const { stripe, call } = fakeStripe(answer('processing'));
    const actions = stripeActions(stripe, mounted);
    expect(await actions.confirm('sepa_debit', input)).toMatchObject({ kind: 'paid' });
    expect(call).toHaveBeenLastCalledWith(SECRET, {
      payment_method: { sepa_debit: iban, billing_details: BILLING },
    });
    await actions.confirm('sofort', { ...input, billing: { ...BILLING, country: 'AT' } });
    expect(call).toHaveBeenLastCalledWith(SECRET, {
      payment_method: { sofort: { country: 'AT' }, billing_details: BILLING },
      return_url: RETURN,
    });
    await actions.confirm('klarna', input);
    expect(call).toHaveBeenLastCalledWith(SECRET, {
      payment_method: { billing_details: { ...BILLING, address: { country: 'DE' } } },
      return_url: RETURN,
    });
    await actions.confirm('giropay', input);
    expect(call).toHaveBeenLastCalledWith(SECRET, {
      payment_method: { billing_details: BILLING },
      return_url: RETURN,
    });
  });

  it('fails without a mounted field, and with payment_error when Stripe.js throws', async () => {
    const { stripe, call } = fakeStripe();
    const none = stripeActions(stripe, () => ({ cardNumber: null, iban: null }));
    expect(await none.confirm('card', input)).toEqual({ kind: 'failed', code: 'missing' });
    expect(await none.confirm('sepa_debit', input)).toEqual({
      kind: 'failed',
      code: 'incomplete_iban',
    });
    expect(await none.ibanToken(BILLING)).toEqual({ code: 'incomplete_iban' });
    expect(call).not.toHaveBeenCalled();
    call.mockRejectedValueOnce(new Error('network'));
    expect(await stripeActions(stripe, mounted).confirm('card', input)).toEqual({
      kind: 'failed',
      code: 'payment_error',
    });
  });
});

describe('Stripe IBAN token and intent lookup (transactions §2, §5)', () => {
  it('tokenises the IBAN element in euros for the account holder', async () => {
    const { stripe, createToken } = fakeStripe();
    expect(
      await stripeActions(stripe, () => ({ cardNumber: null, iban })).ibanToken(BILLING),
    ).toEqual({
      tokenId: 'tok_1Abc',
    });
    expect(createToken).toHaveBeenCalledWith(iban, {
      currency: 'eur',
      account_holder_name: 'Julia Neumann',
      account_holder_type: 'individual',
    });
    createToken.mockResolvedValueOnce({
      error: { type: 'validation_error', code: 'invalid_iban' },
    } as never);
    expect(
      await stripeActions(stripe, () => ({ cardNumber: null, iban })).ibanToken(BILLING),
    ).toEqual({
      code: 'invalid_iban',
    });
  });

  it('retrieves the intent, or the error code', async () => {
    const ok = fakeStripe(answer('processing'));
    expect(
      await stripeActions(ok.stripe, () => ({ cardNumber: null, iban: null })).retrieveIntent(
        SECRET,
      ),
    ).toEqual({
      paymentIntent: { id: 'pi_3Nx', status: 'processing', client_secret: SECRET },
    });
    expect(ok.call).toHaveBeenCalledWith(SECRET);
    const bad = fakeStripe({ error: { type: 'invalid_request_error', code: 'resource_missing' } });
    expect(
      await stripeActions(bad.stripe, () => ({ cardNumber: null, iban: null })).retrieveIntent(
        SECRET,
      ),
    ).toEqual({
      code: 'resource_missing',
    });
  });
});

describe('Stripe confirm with a saved payment method (transactions §4 saved)', () => {
  it('passes the saved method id instead of the mounted elements', async () => {
    const { stripe, call } = fakeStripe();
    const actions = stripeActions(stripe, () => ({ cardNumber: null, iban: null }));
    const saved = { ...input, savedPaymentMethodId: 'pm_1Saved' };
    expect(await actions.confirm('card', saved)).toMatchObject({ kind: 'paid' });
    expect(call).toHaveBeenLastCalledWith(SECRET, {
      payment_method: 'pm_1Saved',
      return_url: RETURN,
    });
    expect(await actions.confirm('sepa_debit', saved)).toMatchObject({ kind: 'paid' });
    expect(call).toHaveBeenLastCalledWith(SECRET, { payment_method: 'pm_1Saved' });
  });
});

describe('wallet payment (transactions §4 payment request button, §8)', () => {
  const elements = { id: 'elements' } as unknown as Parameters<typeof walletPayment>[1];

  it('confirms with the elements, staying on the page unless the bank asks', async () => {
    const confirmPayment = vi.fn(async () => answer('succeeded'));
    const paymentFailed = vi.fn();
    const outcome = await walletPayment(
      { confirmPayment } as never,
      elements,
      { paymentFailed },
      RETURN,
    );
    expect(outcome).toMatchObject({ kind: 'paid', paymentIntent: { status: 'succeeded' } });
    expect(confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: RETURN },
      redirect: 'if_required',
    });
    expect(paymentFailed).not.toHaveBeenCalled();
  });

  it('a refusal tells the wallet and fails with its code; a throw is a payment error', async () => {
    const paymentFailed = vi.fn();
    const refused = vi.fn(async () => declined('card_declined', 'generic_decline'));
    expect(
      await walletPayment(
        { confirmPayment: refused } as never,
        elements,
        { paymentFailed },
        RETURN,
      ),
    ).toEqual({ kind: 'failed', code: 'card_declined', declineCode: 'generic_decline' });
    const broken = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(
      await walletPayment({ confirmPayment: broken } as never, elements, { paymentFailed }, RETURN),
    ).toEqual({ kind: 'failed', code: 'payment_error' });
    expect(paymentFailed).toHaveBeenCalledTimes(2);
  });
});
