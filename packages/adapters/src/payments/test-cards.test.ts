import { describe, expect, it } from 'vitest';
import { demoCardResult } from './test-cards';

const NOW = new Date(2026, 10, 23, 10);
const pay = (number: string, expiry = '12/34', cvc = '123') =>
  demoCardResult({ number, expiry, cvc }, NOW);

describe('the demo test cards (transactions §4 card, §8 card provider errors)', () => {
  it('pays with 4242 4242 4242 4242 and with any other valid number', () => {
    expect(pay('4242 4242 4242 4242')).toEqual({ kind: 'paid' });
    expect(pay('5555 5555 5555 4444')).toEqual({ kind: 'paid' });
  });

  it.each([
    ['4000 0000 0000 0002', { code: 'card_declined', declineCode: 'generic_decline' }],
    ['4000 0000 0000 9995', { code: 'card_declined', declineCode: 'insufficient_funds' }],
    ['4000 0000 0000 0069', { code: 'expired_card' }],
    ['4000 0000 0000 0127', { code: 'incorrect_cvc' }],
    ['4000 0000 0000 0119', { code: 'processing_error' }],
  ])('refuses %s like Stripe', (number, failure) => {
    expect(pay(number)).toEqual({ kind: 'failed', ...failure });
  });

  it('asks for authentication with 4000 0027 6000 3184', () => {
    expect(pay('4000 0027 6000 3184')).toEqual({ kind: 'authenticate' });
  });
});

describe('the format checks, in the order of the form', () => {
  it('checks the number first', () => {
    expect(pay('', '', '')).toMatchObject({ code: 'incomplete_number', field: 'number' });
    expect(pay('4242 4242 4242 4241')).toMatchObject({ code: 'incorrect_number', field: 'number' });
    expect(pay('4242 abcd')).toMatchObject({ code: 'incorrect_number', field: 'number' });
  });

  it('then the expiry: missing, cut short, no month, past', () => {
    const card = '4242424242424242';
    expect(pay(card, ' ')).toMatchObject({ code: 'incomplete_expiry', field: 'expiry' });
    expect(pay(card, '04/2')).toMatchObject({ code: 'incomplete_expiry', field: 'expiry' });
    expect(pay(card, '042')).toMatchObject({ code: 'incomplete_expiry', field: 'expiry' });
    expect(pay(card, '13/30')).toMatchObject({ code: 'invalid_expiry_month', field: 'expiry' });
    expect(pay(card, '10/26')).toMatchObject({ code: 'expired_card', field: 'expiry' });
    expect(pay(card, '11/26')).toEqual({ kind: 'paid' });
  });

  it('then the CVC, before the test card behaviour', () => {
    expect(pay('4000000000000002', '12/34', '')).toMatchObject({
      code: 'incomplete_cvc',
      field: 'cvc',
    });
    expect(pay('4000000000000002', '12/34', '12')).toMatchObject({
      code: 'incorrect_cvc',
      field: 'cvc',
    });
    expect(pay('4242424242424242', '12/34', '1234')).toEqual({ kind: 'paid' });
  });
});
