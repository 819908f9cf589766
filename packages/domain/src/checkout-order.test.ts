import { describe, expect, it } from 'vitest';
import { checkoutOrder, checkoutTitle, summaryItemName } from './checkout-order';

/** The seed's booking 20004: one participant, 249,00 €, 8 % fee capped at 9,90 €. */
const BOOKING_20004 = {
  costs: 26078,
  serviceFee: 990,
  vat: 188,
  vatRate: 0.19,
  participantCount: 1,
  participants: [{ name: 'Mia Neumann' }],
  priceOption: { name: 'Kursgebühr (8 Termine)', price: 24900, typeOf: 'standard' },
  bookingItemValues: [],
  voucher: null,
  course: { serviceFeeRate: 0.08, maxServiceFee: 990, serviceFeeIncluded: false },
  event: { bookingItems: [] },
};

/** The seed's booking 20002: three people at 25,00 €, voucher WILLKOMMEN5 (5 € from 20 €). */
const BOOKING_20002 = {
  costs: 7417,
  serviceFee: 350,
  vat: 67,
  participantCount: 3,
  participants: [{ name: 'Julia Neumann' }, { name: 'Mia Neumann' }, { name: ' Paul Neumann ' }],
  priceOption: { name: 'Pro Person', price: 2500, typeOf: 'standard' },
  voucher: { code: 'WILLKOMMEN5', unit: 'cash' as const, value: 500, minBookingAmount: 2000 },
  course: { serviceFeeRate: 0.05, maxServiceFee: 500, serviceFeeIncluded: false },
};

/** The seed's booking 20005: two extras of "Zusatzmaterial" (their value names no item id). */
const BOOKING_20005 = {
  costs: 13895,
  serviceFee: 500,
  vat: 95,
  participantCount: 1,
  priceOption: { name: 'Kursgebühr inkl. Ton und Brand', price: 10600 },
  bookingItemValues: [
    {
      quantity: 1,
      bookingItemOption: {
        id: 107111,
        name: 'Tonset zum Weiterarbeiten zu Hause',
        price: 1200,
        bookingItemId: 10711,
      },
    },
    {
      quantity: 1,
      bookingItemOption: {
        id: 107113,
        name: 'Kinderschürze mit Namen',
        price: 1500,
        bookingItemId: 10711,
      },
    },
  ],
  course: { serviceFeeRate: 0.05, maxServiceFee: 500, serviceFeeIncluded: false },
  event: { bookingItems: [{ id: 10711, label: 'Zusatzmaterial', type: 'multiple' }] },
};

describe('checkoutOrder', () => {
  it('reads the offer, participants, fee, VAT and total of booking 20004', () => {
    const order = checkoutOrder(BOOKING_20004);
    expect(order.offer).toEqual({
      name: 'Kursgebühr (8 Termine)',
      price: 24900,
      typeOf: 'standard',
    });
    expect(order.participants).toBe(1);
    expect(order.participantNames).toEqual(['Mia Neumann']);
    expect(order.summary.offerAmount).toBe(24900);
    expect(order.summary.serviceFee).toBe(990);
    expect(order.summary.serviceFeeVat).toBe(188);
    expect(order.summary.total).toBe(26078);
    expect(order.summary.isFree).toBe(false);
    expect(order.items).toEqual([]);
    expect(order.voucherCode).toBeNull();
    expect(order.vatRate).toBe(0.19);
  });

  it('adds up with the voucher of booking 20002: 3 × 25 € − 5 € + 3,50 € + 0,67 € = 74,17 €', () => {
    const order = checkoutOrder(BOOKING_20002);
    expect(order.participants).toBe(3);
    expect(order.participantNames).toEqual(['Julia Neumann', 'Mia Neumann', 'Paul Neumann']);
    expect(order.summary.offerAmount).toBe(7500);
    expect(order.voucherCode).toBe('WILLKOMMEN5');
    expect(order.summary.voucher).toEqual({ applies: true, discount: 500 });
    const { amountAfterVoucher, serviceFee, serviceFeeVat, total } = order.summary;
    expect(amountAfterVoucher + serviceFee + serviceFeeVat).toBe(total);
    expect(order.vatRate).toBe(0.19);
  });

  it('names each booked item by its item and option, cut at 20 characters', () => {
    const order = checkoutOrder(BOOKING_20005);
    expect(order.items).toEqual([
      {
        key: '10711:107111',
        name: 'Zusatzmaterial: Tonset zum Weiterarb…',
        quantity: 1,
        amount: 1200,
      },
      {
        key: '10711:107113',
        name: 'Zusatzmaterial: Kinderschürze mit Na…',
        quantity: 1,
        amount: 1500,
      },
    ]);
    expect(order.summary.itemsAmount).toBe(2700);
    expect(order.summary.amount + 500 + 95).toBe(order.summary.total);
  });

  it('leaves out text answers and keeps ticked checkboxes and quantities', () => {
    const order = checkoutOrder({
      costs: 1000,
      priceOption: { name: 'Eintritt', price: 500 },
      participantCount: 1,
      bookingItemValues: [
        { bookingItemId: 1, quantity: 1 },
        { bookingItemId: 2, quantity: 1 },
        {
          bookingItemId: 3,
          quantity: 2,
          bookingItemOption: { id: 31, name: 'T-Shirt 128', price: 250 },
        },
        { quantity: 1, bookingItemOption: { id: 41, name: 'Ohne Frage', price: 0 } },
        { bookingItemId: 99, quantity: 1 },
      ],
      event: {
        bookingItems: [
          { id: 1, label: 'Allergien', type: 'text' },
          { id: 2, label: 'Fotoerlaubnis', type: 'checkbox' },
          { id: 3, label: 'T-Shirt', type: 'quantity' },
        ],
      },
    });
    expect(order.items).toEqual([
      { key: '2:1', name: 'Fotoerlaubnis', quantity: 1, amount: 0 },
      { key: '3:31', name: 'T-Shirt 128', quantity: 2, amount: 500 },
      { key: 'item:41', name: 'Ohne Frage', quantity: 1, amount: 0 },
    ]);
    // Without the server's fee and VAT the rule's own figures show (no fee settings: 0).
    expect(order.summary.serviceFee).toBe(0);
    expect(order.summary.serviceFeeVat).toBe(0);
    expect(order.summary.total).toBe(1000);
  });

  it('shows no voucher that did not apply, and a free booking as free', () => {
    const order = checkoutOrder({
      costs: 0,
      priceOption: { name: 'Schnupperstunde', price: 0 },
      participants: [{ name: 'Mia' }, { name: '' }],
      voucher: { code: 'ZU-KLEIN', unit: 'cash', value: 500, minBookingAmount: 2000 },
      course: { serviceFeeIncluded: true },
    });
    expect(order.participants).toBe(2);
    expect(order.participantNames).toEqual(['Mia']);
    expect(order.voucherCode).toBeNull();
    expect(order.summary.isFree).toBe(true);
    expect(order.summary.total).toBe(0);
    expect(order.serviceFeeIncluded).toBe(true);
  });

  it("names a contract's booking by its product and has no price per participant", () => {
    const order = checkoutOrder({
      costs: -5,
      productContract: { product: { name: 'Monatsabo' } },
    });
    expect(order.offer).toEqual({ name: 'Monatsabo', price: null, typeOf: null });
    expect(order.participants).toBe(0);
    expect(order.summary.total).toBe(0);
    expect(checkoutOrder({ costs: 100 }).offer.name).toBe('');
  });
});

describe('summaryItemName', () => {
  it('joins label and option unless the option already says the label', () => {
    expect(summaryItemName('T-Shirt-Größe', '128')).toBe('T-Shirt-Größe: 128');
    expect(summaryItemName('T-Shirt', 'T-Shirt 128')).toBe('T-Shirt 128');
    expect(summaryItemName('Fotoerlaubnis', null)).toBe('Fotoerlaubnis');
  });
});

describe('checkoutTitle', () => {
  it('completes a free booking (0 or below) and pays one waiting for its payment', () => {
    expect(checkoutTitle({ costs: 0, status: 'prepared' })).toBe('complete');
    expect(checkoutTitle({ costs: -1, status: 'paid' })).toBe('complete');
    expect(checkoutTitle({ costs: 1, status: 'prepared' })).toBe('pay');
    expect(checkoutTitle({ costs: 1, status: 'created' })).toBe('pay');
  });

  it('names the booking once nothing is left to pay: paid, being credited, confirmed, refused', () => {
    for (const status of ['paid', 'pending', 'approved', 'rejected']) {
      expect(checkoutTitle({ costs: 1, status })).toBe('booking');
    }
  });
});
