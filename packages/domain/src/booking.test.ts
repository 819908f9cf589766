import { describe, expect, it } from 'vitest';
import {
  CURRENT_BOOKING_MAX_AGE_MS,
  RESTORABLE_BOOKING_STATUSES,
  bookingCostsDisplay,
  bookingDate,
  bookingStatusTone,
  checkoutCancelAction,
  checkoutView,
  initialPriceOption,
  isSignupForced,
  isOngoingBooking,
  isPaymentProcessing,
  bookingErrorFields,
  restoreCurrentBooking,
  sortBookings,
  sortByCreatedAt,
} from './booking';

const now = new Date('2026-03-01T15:00:00Z');
const hoursBefore = (h: number, extraMs = 0) =>
  new Date(now.getTime() - h * 3_600_000 - extraMs).toISOString();

describe('restoreCurrentBooking', () => {
  it('keeps created, prepared and pending bookings up to exactly 5 hours old', () => {
    expect(CURRENT_BOOKING_MAX_AGE_MS).toBe(5 * 3_600_000);
    expect(RESTORABLE_BOOKING_STATUSES).toEqual(['created', 'prepared', 'pending']);
    const created = { status: 'created', createdAt: hoursBefore(5) };
    const prepared = { status: 'prepared', createdAt: hoursBefore(2) };
    const pending = { status: 'pending', createdAt: hoursBefore(1) };
    expect(restoreCurrentBooking(created, now)).toBe(created);
    expect(restoreCurrentBooking(prepared, now)).toBe(prepared);
    expect(restoreCurrentBooking(pending, now)).toBe(pending);
  });
  it('drops a booking 5 h + 1 ms old', () => {
    expect(
      restoreCurrentBooking({ status: 'created', createdAt: hoursBefore(5, 1) }, now),
    ).toBeNull();
  });
  it('drops other statuses, nothing stored and unparseable dates', () => {
    expect(restoreCurrentBooking({ status: 'paid', createdAt: hoursBefore(1) }, now)).toBeNull();
    expect(
      restoreCurrentBooking({ status: 'canceled', createdAt: hoursBefore(1) }, now),
    ).toBeNull();
    expect(restoreCurrentBooking(null, now)).toBeNull();
    expect(restoreCurrentBooking({ status: 'created', createdAt: 'yesterday' }, now)).toBeNull();
  });
  it('tolerates a future createdAt up to 5 hours (clock skew)', () => {
    expect(
      restoreCurrentBooking({ status: 'created', createdAt: hoursBefore(-5) }, now),
    ).not.toBeNull();
    expect(
      restoreCurrentBooking({ status: 'created', createdAt: hoursBefore(-5, -1) }, now),
    ).toBeNull();
  });
});

describe('booking cards', () => {
  it('shows paid as success and everything else as warning', () => {
    expect(bookingStatusTone('paid')).toBe('success');
    expect(bookingStatusTone('created')).toBe('warning');
    expect(bookingStatusTone('approved')).toBe('warning');
  });
  it('dates a booking by paidAt, else createdAt', () => {
    expect(bookingDate({ paidAt: '2026-02-02T10:00:00Z', createdAt: '2026-02-01T10:00:00Z' })).toBe(
      '2026-02-02T10:00:00Z',
    );
    expect(bookingDate({ paidAt: null, createdAt: '2026-02-01T10:00:00Z' })).toBe(
      '2026-02-01T10:00:00Z',
    );
    expect(bookingDate({ createdAt: '2026-02-01T10:00:00Z' })).toBe('2026-02-01T10:00:00Z');
  });
  it('shows a dash (null) for costs of 0 or below', () => {
    expect(bookingCostsDisplay(0)).toBeNull();
    expect(bookingCostsDisplay(-100)).toBeNull();
    expect(bookingCostsDisplay(null)).toBeNull();
    expect(bookingCostsDisplay(1)).toBe(1);
  });
  it('reads pending as paid and being processed, nothing else', () => {
    expect(isPaymentProcessing({ status: 'pending' })).toBe(true);
    for (const status of ['created', 'prepared', 'paid', 'rejected', 'approved', 'canceled']) {
      expect(isPaymentProcessing({ status })).toBe(false);
    }
  });
  it('shows the ongoing notice while open for payment (created, prepared)', () => {
    expect(isOngoingBooking({ status: 'created' })).toBe(true);
    expect(isOngoingBooking({ status: 'paid' })).toBe(false);
    expect(isOngoingBooking({ status: 'prepared' })).toBe(true);
    for (const status of ['pending', 'approved', 'rejected', 'canceled']) {
      expect(isOngoingBooking({ status })).toBe(false);
    }
  });
});

describe('bookingErrorFields (transactions §8 Booking messages)', () => {
  it('names the fields a server code is about', () => {
    expect(bookingErrorFields('not_enough_places')).toEqual(['participants']);
    expect(bookingErrorFields('too_many_participants')).toEqual(['participants']);
    expect(bookingErrorFields('booked_out')).toEqual(['participants']);
    expect(bookingErrorFields('email_taken')).toEqual(['email']);
    expect(bookingErrorFields('phone_invalid')).toEqual(['phone']);
    expect(bookingErrorFields('billing_address_incomplete')).toEqual([
      'street',
      'postalCode',
      'city',
    ]);
  });
  it('names none for other codes, no code and inherited names', () => {
    for (const code of ['unknown_error', 'wrong_password', 'toString', '', null, undefined]) {
      expect(bookingErrorFields(code)).toEqual([]);
    }
  });
});

describe('checkout', () => {
  it('chooses the view by status', () => {
    expect(checkoutView('paid')).toBe('success');
    expect(checkoutView('prepared')).toBe('payment');
    expect(checkoutView('pending')).toBe('processing');
    expect(checkoutView('created')).toBe('failure');
    expect(checkoutView('rejected')).toBe('failure');
    expect(checkoutView('approved')).toBe('confirmed');
  });
  it('only closes on cancel when paid or pending (the money is on its way)', () => {
    expect(checkoutCancelAction('paid')).toBe('close');
    expect(checkoutCancelAction('pending')).toBe('close');
    expect(checkoutCancelAction('approved')).toBe('close');
    expect(checkoutCancelAction('created')).toBe('confirmCancel');
    expect(checkoutCancelAction('prepared')).toBe('confirmCancel');
  });
});

describe('sorting by createdAt', () => {
  const a = { id: 'a', createdAt: '2026-01-01T10:00:00Z' };
  const b = { id: 'b', createdAt: '2026-01-03T10:00:00Z' };
  const c = { id: 'c', createdAt: '2026-01-02T10:00:00+01:00' };
  const broken = { id: 'x', createdAt: 'n/a' };
  const missing = { id: 'y', createdAt: null };
  it('sorts bookings newest first without mutating the input', () => {
    const input = [a, b, c];
    expect(sortBookings(input).map((x) => x.id)).toEqual(['b', 'c', 'a']);
    expect(input.map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
  it('sorts ascending and puts unparseable dates last in both orders', () => {
    expect(sortByCreatedAt([broken, b, missing, a], 'asc').map((x) => x.id)).toEqual([
      'a',
      'b',
      'x',
      'y',
    ]);
    expect(sortByCreatedAt([broken, a, b], 'desc').map((x) => x.id)).toEqual(['b', 'a', 'x']);
  });
});

describe('initialPriceOption (transactions §2 Event booking page)', () => {
  const a = { id: 11 };
  const b = { id: 12 };
  it('takes the option the query names', () => {
    expect(initialPriceOption({ priceOptions: [a, b] }, '12')).toBe(b);
  });
  it('takes the only option when the query names none or an unknown one', () => {
    expect(initialPriceOption({ priceOptions: [a] }, null)).toBe(a);
    expect(initialPriceOption({ priceOptions: [a] }, '99')).toBe(a);
  });
  it('leaves the choice to the visitor among several offers', () => {
    expect(initialPriceOption({ priceOptions: [a, b] }, null)).toBeNull();
    expect(initialPriceOption({ priceOptions: [a, b] }, 'x')).toBeNull();
    expect(initialPriceOption({ priceOptions: [a], products: [{}] }, null)).toBeNull();
    expect(initialPriceOption({ priceOptions: [], products: [{}] }, null)).toBeNull();
  });
});

describe('isSignupForced (transactions §5)', () => {
  it('forces an account for on-demand events only', () => {
    expect(isSignupForced('on_demand')).toBe(true);
    for (const type of ['single', 'block', 'flexible', 'continuous', 'recurring', null]) {
      expect(isSignupForced(type)).toBe(false);
    }
  });
});
