import { describe, expect, it } from 'vitest';
import {
  leavesPayPal,
  paypalOrderErrorKey,
  PAYMENT_METHODS,
  PAYMENT_POLLING,
  SEPA_FAILED_DEBIT_FEE_CENTS,
  SEPA_REFUND_WINDOW_WEEKS,
  defaultPaymentMethod,
  isSavedPaymentMethodValid,
  needsPayment,
  nextPollStep,
  paymentKind,
  redirectDecision,
  redirectFailureKey,
  requiresMandateConsent,
  offeredPaymentMethods,
} from './payment';

describe('redirectDecision', () => {
  it('shows success for an already paid booking whatever the query says', () => {
    expect(redirectDecision({ bookingStatus: 'paid', redirectStatus: 'failed' })).toEqual({
      kind: 'success',
    });
  });
  it('fails with the canceled or failed key', () => {
    expect(redirectDecision({ bookingStatus: 'prepared', redirectStatus: 'canceled' })).toEqual({
      kind: 'failure',
      key: 'canceled',
    });
    expect(redirectDecision({ bookingStatus: 'prepared', redirectStatus: 'failed' })).toEqual({
      kind: 'failure',
      key: 'failed',
    });
  });
  it('looks up the intent for succeeded, pending and processing', () => {
    for (const redirectStatus of ['succeeded', 'pending', 'processing']) {
      expect(redirectDecision({ bookingStatus: 'prepared', redirectStatus })).toEqual({
        kind: 'lookupIntent',
      });
    }
  });
  it('shows the payment error for anything else', () => {
    expect(
      redirectDecision({ bookingStatus: 'prepared', redirectStatus: 'requires_action' }),
    ).toEqual({ kind: 'paymentError' });
    expect(redirectDecision({ bookingStatus: 'prepared', redirectStatus: null })).toEqual({
      kind: 'paymentError',
    });
  });
});

describe('redirectFailureKey', () => {
  it('maps the HTTP status of a failed booking load', () => {
    expect(redirectFailureKey(400)).toBe('wrongState');
    expect(redirectFailureKey(401)).toBe('sessionLost');
    expect(redirectFailureKey(404)).toBe('notFound');
    expect(redirectFailureKey(409)).toBe('notPaid');
    expect(redirectFailureKey(410)).toBe('expired');
  });
  it('falls back to generic', () => {
    expect(redirectFailureKey(500)).toBe('generic');
    expect(redirectFailureKey(403)).toBe('generic');
    expect(redirectFailureKey(undefined)).toBe('generic');
  });
});

describe('nextPollStep', () => {
  it('polls every 5 s up to 5 retries', () => {
    expect(PAYMENT_POLLING).toEqual({ intervalMs: 5000, retries: 5 });
    expect(nextPollStep('pending', 0)).toEqual({ kind: 'poll', delayMs: 5000, attempt: 1 });
    expect(nextPollStep('pending', 4)).toEqual({ kind: 'poll', delayMs: 5000, attempt: 5 });
  });
  it('confirms anyway after the fifth retry', () => {
    expect(nextPollStep('pending', 5)).toEqual({ kind: 'confirm' });
  });
  it('confirms succeeded and processing, errors on anything else', () => {
    expect(nextPollStep('succeeded', 0)).toEqual({ kind: 'confirm' });
    expect(nextPollStep('processing', 3)).toEqual({ kind: 'confirm' });
    expect(nextPollStep('requires_payment_method', 0)).toEqual({ kind: 'paymentError' });
  });
});

describe('payment methods', () => {
  const saved = { type: 'card', id: 'pm_1' };
  it('lists the spec choices', () => {
    expect(PAYMENT_METHODS).toEqual([
      'saved',
      'card',
      'sepaDebit',
      'giropay',
      'sofort',
      'klarna',
      'paymentRequest',
      'paypal',
      'lastSaved',
    ]);
  });
  it('defaults to saved when the stored method is valid, otherwise card', () => {
    expect(defaultPaymentMethod({ costs: 1000, paymentMethod: saved })).toBe('saved');
    expect(
      defaultPaymentMethod({
        costs: 1000,
        paymentMethod: saved,
        validPaymentMethodTypes: ['card'],
      }),
    ).toBe('saved');
    expect(
      defaultPaymentMethod({
        costs: 1000,
        paymentMethod: saved,
        validPaymentMethodTypes: ['sepa_debit'],
      }),
    ).toBe('card');
    expect(defaultPaymentMethod({ costs: 1000, paymentMethod: null })).toBe('card');
    expect(isSavedPaymentMethodValid({ type: 'card', id: '' })).toBe(false);
    expect(isSavedPaymentMethodValid({ type: null, id: 'pm_1' })).toBe(false);
  });
  it('skips payment for free bookings', () => {
    expect(defaultPaymentMethod({ costs: 0, paymentMethod: saved })).toBeNull();
    expect(needsPayment(0)).toBe(false);
    expect(needsPayment(1)).toBe(true);
  });
  it('asks SEPA for a mandate and sends stripe for every method but PayPal', () => {
    expect(requiresMandateConsent('sepaDebit')).toBe(true);
    expect(requiresMandateConsent('card')).toBe(false);
    expect(paymentKind('paypal')).toBe('paypal');
    expect(paymentKind('card')).toBe('stripe');
  });
  it('has the SEPA constants', () => {
    expect(SEPA_FAILED_DEBIT_FEE_CENTS).toBe(750);
    expect(SEPA_REFUND_WINDOW_WEEKS).toBe(8);
  });
});

describe('offeredPaymentMethods (transactions §4 Payment methods)', () => {
  it("offers the server's types in its order, saved first when the stored method is valid", () => {
    expect(
      offeredPaymentMethods({
        paymentMethod: { type: 'card', id: 'pm_1' },
        validPaymentMethodTypes: ['card', 'sepa_debit', 'giropay', 'sofort', 'klarna', 'paypal'],
      }),
    ).toEqual(['saved', 'card', 'sepaDebit', 'giropay', 'sofort', 'klarna', 'paypal']);
  });
  it('leaves out types it does not know and a stored method the server does not list', () => {
    expect(
      offeredPaymentMethods({
        paymentMethod: { type: 'paypal', id: 'X' },
        validPaymentMethodTypes: ['card', 'bancontact'],
      }),
    ).toEqual(['card']);
  });
  it('offers card without a list', () => {
    expect(offeredPaymentMethods({})).toEqual(['card']);
  });
});

describe('PayPal (transactions §4 Payment methods, §8 PayPal create order)', () => {
  it('maps a failed order creation by HTTP status', () => {
    expect(paypalOrderErrorKey(422)).toBe('amountTooHigh');
    expect(paypalOrderErrorKey(400)).toBe('badRequest');
    expect(paypalOrderErrorKey(409)).toBe('wrongState');
    for (const status of [401, 404, 429, 500, 0, null, undefined]) {
      expect(paypalOrderErrorKey(status)).toBe('createOrder');
    }
  });

  it('switches back to the card payment provider only when leaving a created PayPal order', () => {
    const ordered = { paypalOrderId: 'PAYPAL-1' };
    expect(leavesPayPal(ordered, 'card')).toBe(true);
    expect(leavesPayPal(ordered, 'sepaDebit')).toBe(true);
    expect(leavesPayPal(ordered, null)).toBe(true);
    expect(leavesPayPal(ordered, 'paypal')).toBe(false);
    expect(leavesPayPal({ paypalOrderId: null }, 'card')).toBe(false);
    expect(leavesPayPal({}, 'card')).toBe(false);
  });
});

describe('the payment request button (transactions §4 Payment methods)', () => {
  it('follows card when the browser has a wallet, and only then', () => {
    const booking = { validPaymentMethodTypes: ['card', 'sepa_debit', 'paypal'] };
    expect(offeredPaymentMethods(booking, { wallet: true })).toEqual([
      'card',
      'paymentRequest',
      'sepaDebit',
      'paypal',
    ]);
    expect(offeredPaymentMethods(booking)).toEqual(['card', 'sepaDebit', 'paypal']);
    expect(
      offeredPaymentMethods({ validPaymentMethodTypes: ['sepa_debit'] }, { wallet: true }),
    ).toEqual(['sepaDebit']);
  });
});
