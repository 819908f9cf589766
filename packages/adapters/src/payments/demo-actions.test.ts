import { describe, expect, it, vi } from 'vitest';
import { demoActions, type DemoFieldValues } from './demo-actions';

const SECRET = 'pi_demo_81_k3_secret_demo';
const RETURN = '/schwimmschule/checkout-redirect/81';
const BILLING = { name: 'Julia Neumann', email: 'demo@kurse.example' };
const input = { clientSecret: SECRET, billing: BILLING, returnUrl: RETURN };
const BACK = `${RETURN}?payment_intent=pi_demo_81_k3&payment_intent_client_secret=${SECRET}&redirect_status=succeeded`;

function setup(fields: Partial<DemoFieldValues['card']> & { iban?: string } = {}) {
  const { iban = '', ...card } = fields;
  const values = { card: { number: '', expiry: '12/34', cvc: '123', ...card }, iban };
  const deps = {
    read: () => values,
    markInvalid: vi.fn(),
    redirect: vi.fn(),
    now: () => new Date(2026, 10, 23, 10),
  };
  return { actions: demoActions(deps), deps };
}

describe('demo confirm by card (transactions §4, §8)', () => {
  it('pays: intent id from the secret, status succeeded', async () => {
    const { actions, deps } = setup({ number: '4242 4242 4242 4242' });
    expect(await actions.confirm('card', input)).toEqual({
      kind: 'paid',
      paymentIntent: { id: 'pi_demo_81_k3', status: 'succeeded', client_secret: SECRET },
    });
    expect(deps.redirect).not.toHaveBeenCalled();
  });

  it('declines without marking a field', async () => {
    const { actions, deps } = setup({ number: '4000 0000 0000 9995' });
    expect(await actions.confirm('card', input)).toEqual({
      kind: 'failed',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    });
    expect(deps.markInvalid).not.toHaveBeenCalled();
  });

  it('marks the field of a failed format check', async () => {
    const { actions, deps } = setup({ number: '4242 4242 4242 4241' });
    expect(await actions.confirm('card', input)).toEqual({
      kind: 'failed',
      code: 'incorrect_number',
    });
    expect(deps.markInvalid).toHaveBeenCalledWith('number', 'incorrect_number');
  });

  it('sends the authentication card to the return URL', async () => {
    const { actions, deps } = setup({ number: '4000 0027 6000 3184' });
    expect(await actions.confirm('card', input)).toEqual({ kind: 'redirecting' });
    expect(deps.redirect).toHaveBeenCalledWith(BACK);
  });
});

describe('demo redirect methods and SEPA (transactions §4, §5)', () => {
  it.each(['giropay', 'sofort', 'klarna'] as const)('%s leaves for the bank', async (method) => {
    const { actions, deps } = setup();
    expect(await actions.confirm(method, input)).toEqual({ kind: 'redirecting' });
    expect(deps.redirect).toHaveBeenCalledWith(BACK);
  });

  it('pays a valid IBAN with status processing', async () => {
    const { actions } = setup({ iban: 'DE89 3704 0044 0532 0130 00' });
    expect(await actions.confirm('sepa_debit', input)).toMatchObject({
      kind: 'paid',
      paymentIntent: { id: 'pi_demo_81_k3', status: 'processing' },
    });
  });

  it('refuses an invalid or missing IBAN at the field', async () => {
    const invalid = setup({ iban: 'DE89 3704 0044 0532 0130 01' });
    expect(await invalid.actions.confirm('sepa_debit', input)).toEqual({
      kind: 'failed',
      code: 'invalid_iban',
    });
    expect(invalid.deps.markInvalid).toHaveBeenCalledWith('iban', 'invalid_iban');
    const missing = setup();
    expect(await missing.actions.confirm('sepa_debit', input)).toEqual({
      kind: 'failed',
      code: 'incomplete_iban',
    });
  });

  it('tokenises the IBAN: its last four, or a token the demo backend refuses', async () => {
    expect(await setup({ iban: 'DE89370400440532013000' }).actions.ibanToken(BILLING)).toEqual({
      tokenId: 'tok_demo_3000',
    });
    expect(await setup({ iban: 'DE00 1234' }).actions.ibanToken(BILLING)).toEqual({
      tokenId: 'tok_demo_invalid',
    });
    expect(await setup().actions.ibanToken(BILLING)).toEqual({ code: 'incomplete_iban' });
  });
});

describe('demo intent lookup (transactions §2 Checkout redirect page)', () => {
  it.each([
    [SECRET, 'succeeded'],
    ['pi_demo_81_pending_secret_demo', 'processing'],
    ['pi_demo_81_failed_secret_demo', 'requires_payment_method'],
  ])('%s is %s', async (secret, status) => {
    const { actions } = setup();
    expect(await actions.retrieveIntent(secret)).toEqual({
      paymentIntent: { id: secret.split('_secret_')[0], status, client_secret: secret },
    });
  });
});

describe('demo confirm with a saved payment method (transactions §4 saved)', () => {
  it('a saved card pays without reading the card fields', async () => {
    const { actions, deps } = setup({ number: '' });
    const saved = { ...input, savedPaymentMethodId: 'pm_demo_visa_4242' };
    expect(await actions.confirm('card', saved)).toMatchObject({
      kind: 'paid',
      paymentIntent: { status: 'succeeded' },
    });
    expect(deps.markInvalid).not.toHaveBeenCalled();
  });

  it('a saved account debits like a fresh SEPA debit: processing', async () => {
    const { actions } = setup();
    const saved = { ...input, savedPaymentMethodId: 'pm_demo_sepa_3000' };
    expect(await actions.confirm('sepa_debit', saved)).toMatchObject({
      kind: 'paid',
      paymentIntent: { status: 'processing' },
    });
  });
});
