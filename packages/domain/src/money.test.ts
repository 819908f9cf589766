import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  SERVICE_FEE_VAT_RATE,
  bookingSummary,
  centsToEuro,
  contractSummary,
  contractTotal,
  euroToCents,
  formatPrice,
  isFreeBooking,
  maxPriceFilter,
  roundHalfUp,
  serviceFee,
  voucherDiscount,
  voucherTerms,
} from './index';
import type { BookingSummaryInput } from './index';

describe('roundHalfUp', () => {
  it('rounds .5 up and below .5 down', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.49)).toBe(2);
    expect(roundHalfUp(2)).toBe(2);
  });
  it('rounds negatives away from zero', () => {
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(-2.4)).toBe(-2);
  });
  it('ignores float noise just below .5', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
  });
});

describe('cents and euros', () => {
  it('divides cents by 100 and back', () => {
    expect(centsToEuro(1250)).toBe(12.5);
    expect(euroToCents(12.5)).toBe(1250);
    expect(euroToCents(0.285)).toBe(29);
  });
});

describe('formatPrice', () => {
  it('formats German with a comma and a plain space before €', () => {
    expect(formatPrice(1250, 'de')).toBe('12,50 €');
    expect(formatPrice(123450, 'de')).toBe('1.234,50 €');
    expect(formatPrice(0, 'de')).toBe('0,00 €');
  });
  it('formats English with the sign in front', () => {
    expect(formatPrice(1250, 'en')).toBe('€12.50');
    expect(formatPrice(123450, 'en')).toBe('€1,234.50');
  });
  it('contains no non-breaking spaces', () => {
    expect(formatPrice(-750, 'de')).toBe('-7,50 €');
    expect(formatPrice(99, 'de')).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('isFreeBooking', () => {
  it('is free at 0 and below, not at 1 cent', () => {
    expect(isFreeBooking(0)).toBe(true);
    expect(isFreeBooking(-1)).toBe(true);
    expect(isFreeBooking(1)).toBe(false);
  });
});

describe('serviceFee', () => {
  const base = { serviceFeeRate: 0.1, maxServiceFee: 500, serviceFeeIncluded: false };
  it('takes the rate of the amount below the maximum', () => {
    expect(serviceFee({ ...base, amount: 2000 })).toBe(200);
  });
  it('caps at the maximum on both sides of the boundary', () => {
    expect(serviceFee({ ...base, amount: 4990 })).toBe(499);
    expect(serviceFee({ ...base, amount: 5000 })).toBe(500);
    expect(serviceFee({ ...base, amount: 9000 })).toBe(500);
  });
  it('rounds half-up to whole cents', () => {
    expect(serviceFee({ ...base, amount: 1005 })).toBe(101);
    expect(serviceFee({ ...base, amount: 1004 })).toBe(100);
  });
  it('is 0 when included in the price', () => {
    expect(serviceFee({ ...base, amount: 2000, serviceFeeIncluded: true })).toBe(0);
  });
  it('has no cap when the maximum is null, and is never negative', () => {
    expect(serviceFee({ ...base, maxServiceFee: null, amount: 100000 })).toBe(10000);
    expect(serviceFee({ ...base, amount: -2000 })).toBe(0);
  });
  it('never exceeds its maximum and is never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (amount, serviceFeeRate, maxServiceFee, serviceFeeIncluded) => {
          const fee = serviceFee({ amount, serviceFeeRate, maxServiceFee, serviceFeeIncluded });
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(maxServiceFee);
          expect(Number.isInteger(fee)).toBe(true);
        },
      ),
    );
  });
});

describe('voucherDiscount', () => {
  const cash = { unit: 'cash', value: 500, minBookingAmount: 2000 } as const;
  const percent = { unit: 'percent', value: 15, minBookingAmount: 0 } as const;
  it('applies a cash voucher from the minimum amount on', () => {
    expect(voucherDiscount(cash, { amount: 2000, priceOptionPrice: 2000 })).toEqual({
      applies: true,
      discount: 500,
    });
    expect(voucherDiscount(cash, { amount: 1999, priceOptionPrice: 2000 })).toEqual({
      applies: false,
      discount: 0,
    });
  });
  it('takes a percentage of the price option price, rounded half-up', () => {
    expect(voucherDiscount(percent, { amount: 9000, priceOptionPrice: 3000 })).toEqual({
      applies: true,
      discount: 450,
    });
    expect(voucherDiscount(percent, { amount: 1010, priceOptionPrice: 1010 }).discount).toBe(152);
    expect(voucherDiscount(percent, { amount: 1003, priceOptionPrice: 1003 }).discount).toBe(150);
  });
  it('never gives a negative discount', () => {
    expect(
      voucherDiscount({ ...cash, value: -100 }, { amount: 3000, priceOptionPrice: 3000 }).discount,
    ).toBe(0);
  });
  it('is 0 whenever it does not apply (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cash' as const, 'percent' as const),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (unit, value, minBookingAmount, amount) => {
          const result = voucherDiscount(
            { unit, value, minBookingAmount },
            { amount, priceOptionPrice: amount },
          );
          expect(result.applies).toBe(amount >= minBookingAmount);
          if (!result.applies) expect(result.discount).toBe(0);
        },
      ),
    );
  });
});

describe('bookingSummary', () => {
  const input: BookingSummaryInput = {
    price: 2500,
    participants: 2,
    items: [
      { price: 300, quantity: 2 },
      { price: 0, quantity: 5 },
    ],
    voucher: null,
    serviceFeeRate: 0.05,
    maxServiceFee: 1000,
    serviceFeeIncluded: false,
  };
  it('adds price × participants, paid items, fee and VAT on the fee', () => {
    expect(bookingSummary(input)).toEqual({
      offerAmount: 5000,
      itemsAmount: 600,
      amount: 5600,
      voucher: { applies: false, discount: 0 },
      amountAfterVoucher: 5600,
      serviceFee: 280,
      serviceFeeVat: 53,
      total: 5933,
      isFree: false,
    });
    expect(SERVICE_FEE_VAT_RATE).toBe(0.19);
  });
  it('charges a top_up option for one participant', () => {
    expect(
      bookingSummary({ ...input, priceOptionType: 'top_up', participants: 4 }).offerAmount,
    ).toBe(2500);
  });
  it('computes the fee after the voucher and uses a given VAT rate', () => {
    const result = bookingSummary({
      ...input,
      voucher: { unit: 'cash', value: 1600, minBookingAmount: 5600 },
      serviceFeeVatRate: 0.07,
    });
    expect(result.amountAfterVoucher).toBe(4000);
    expect(result.serviceFee).toBe(200);
    expect(result.serviceFeeVat).toBe(14);
    expect(result.total).toBe(4214);
  });
  it('ignores a voucher below its minimum amount', () => {
    const result = bookingSummary({
      ...input,
      voucher: { unit: 'cash', value: 1600, minBookingAmount: 5601 },
    });
    expect(result.voucher.applies).toBe(false);
    expect(result.amountAfterVoucher).toBe(5600);
  });
  it('is free when the voucher covers everything', () => {
    const result = bookingSummary({
      ...input,
      voucher: { unit: 'percent', value: 500, minBookingAmount: 0 },
    });
    expect(result.amountAfterVoucher).toBe(0);
    expect(result.serviceFee).toBe(0);
    expect(result.total).toBe(0);
    expect(result.isFree).toBe(true);
  });
  it('charges no fee or VAT when the fee is included', () => {
    const result = bookingSummary({ ...input, serviceFeeIncluded: true });
    expect(result.serviceFeeVat).toBe(0);
    expect(result.total).toBe(5600);
  });
  it('never totals below 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          price: fc.integer({ min: -100_000, max: 100_000 }),
          participants: fc.integer({ min: 0, max: 10 }),
          priceOptionType: fc.option(fc.constantFrom('top_up', 'standard')),
          items: fc.array(
            fc.record({
              price: fc.integer({ min: -10_000, max: 10_000 }),
              quantity: fc.integer({ min: -3, max: 5 }),
            }),
          ),
          voucher: fc.option(
            fc.record({
              unit: fc.constantFrom('cash' as const, 'percent' as const),
              value: fc.integer({ min: -1000, max: 100_000 }),
              minBookingAmount: fc.integer({ min: 0, max: 100_000 }),
            }),
          ),
          serviceFeeRate: fc.double({ min: -1, max: 1, noNaN: true }),
          maxServiceFee: fc.option(fc.integer({ min: -1000, max: 10_000 })),
          serviceFeeIncluded: fc.boolean(),
        }),
        (random) => {
          const result = bookingSummary(random);
          expect(result.total).toBeGreaterThanOrEqual(0);
          expect(result.amountAfterVoucher).toBeGreaterThanOrEqual(0);
          expect(result.isFree).toBe(result.total <= 0);
        },
      ),
    );
  });
});

describe('contractTotal', () => {
  it('adds paid items to the product price in euros without float noise', () => {
    expect(contractTotal(1990, [{ quantity: 1, price: 10 }])).toBe(20);
    expect(
      contractTotal(4900, [
        { quantity: 2, price: 250 },
        { quantity: 3, price: 0 },
      ]),
    ).toBe(54);
  });
  it('skips items priced at 0 or below', () => {
    expect(contractTotal(1000, [{ quantity: 1, price: -500 }])).toBe(10);
    expect(contractTotal(1000, [{ quantity: 1, price: 1 }])).toBe(10.01);
  });
});

describe('maxPriceFilter', () => {
  it('passes values below 500 and means no limit from 500 on', () => {
    expect(PRICE_SLIDER_MIN).toBe(0);
    expect(PRICE_SLIDER_MAX).toBe(500);
    expect(maxPriceFilter(499)).toBe(499);
    expect(maxPriceFilter(500)).toBeNull();
    expect(maxPriceFilter(650)).toBeNull();
  });
  it('keeps 0, clamps negatives and treats NaN as no limit', () => {
    expect(maxPriceFilter(0)).toBe(0);
    expect(maxPriceFilter(-5)).toBe(0);
    expect(maxPriceFilter(Number.NaN)).toBeNull();
  });
});

describe('voucherTerms (transactions §3 Voucher, §5)', () => {
  it('takes an unset minimum as none and no voucher as null', () => {
    expect(voucherTerms({ unit: 'cash', value: 500, minBookingAmount: null })).toEqual({
      unit: 'cash',
      value: 500,
      minBookingAmount: 0,
    });
    expect(voucherTerms({ unit: 'percent', value: 10, minBookingAmount: 30000 })).toEqual({
      unit: 'percent',
      value: 10,
      minBookingAmount: 30000,
    });
    expect(voucherTerms(null)).toBeNull();
  });
});

describe('contractSummary (transactions §2 New contract modal, §9)', () => {
  it('adds priced items to the product price, then the fee and its VAT', () => {
    const summary = contractSummary({ price: 4900, serviceFee: 245, serviceFeeIncluded: false }, [
      { price: 1000, quantity: 2 },
      { price: 0, quantity: 5 },
    ]);
    expect(summary).toEqual({
      offerAmount: 4900,
      itemsAmount: 2000,
      amount: 6900,
      voucher: { applies: false, discount: 0 },
      amountAfterVoucher: 6900,
      serviceFee: 245,
      serviceFeeVat: 47,
      total: 7192,
      isFree: false,
    });
    expect(summary.amount).toBe(euroToCents(contractTotal(4900, [{ price: 1000, quantity: 2 }])));
  });
  it('charges no fee when it is included or unknown', () => {
    const included = contractSummary(
      { price: 3900, serviceFee: 195, serviceFeeIncluded: true },
      [],
    );
    expect([included.serviceFee, included.serviceFeeVat, included.total]).toEqual([0, 0, 3900]);
    const unknown = contractSummary({ price: 3900 }, []);
    expect(unknown.total).toBe(3900);
  });
  it('is free at 0', () => {
    expect(contractSummary({ price: 0, serviceFee: 0 }, []).isFree).toBe(true);
    expect(contractSummary({ price: 1, serviceFee: 0 }, []).isFree).toBe(false);
  });
});
