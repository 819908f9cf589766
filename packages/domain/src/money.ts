import { cents, euro } from './units';
import type { Cents, Euro } from './units';

/** Lowest value of the price filter slider, in euros. Spec: discovery §5 (price slider 0 to 500). */
export const PRICE_SLIDER_MIN = 0;
/** Highest value of the price filter slider; at or above it there is no limit. Spec: discovery §5. */
export const PRICE_SLIDER_MAX = 500;
/** VAT rate charged on top of the service fee. Spec: transactions §9 (German standard rate). */
export const SERVICE_FEE_VAT_RATE = 0.19;

/**
 * Rounds half away from zero to a whole number. Spec: transactions §9 (money is whole cents).
 * Tolerates float noise, so `1.005 * 100` (100.49999…) rounds to 101 like the exact value would.
 */
export function roundHalfUp(value: number): number {
  const abs = Math.abs(value);
  const whole = Math.floor(abs);
  const rounded = abs - whole >= 0.5 - 1e-9 ? whole + 1 : whole;
  return value < 0 ? -rounded : rounded;
}

/** Cents to euros for display and euro-based APIs. Spec: both §9 ("shown divided by 100"). */
export function centsToEuro(amount: number): Euro {
  return euro(amount / 100);
}

/** Euros to whole cents, rounded half-up. Spec: both §9 ("prices travel in cents"). */
export function euroToCents(amount: number): Cents {
  return cents(roundHalfUp(amount * 100));
}

const formatters = new Map<string, Intl.NumberFormat>();
const INTL_LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

/**
 * Formats cents as euros: de `12,50 €`, en `€12.50`. Spec: both §9 (EUR, cents / 100).
 * Intl's non-breaking and narrow spaces are turned into plain spaces so output compares simply.
 */
export function formatPrice(amount: number, locale: 'de' | 'en'): string {
  const tag = INTL_LOCALES[locale];
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    formatters.set(tag, formatter);
  }
  return formatter.format(amount / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/** A booking is free when its costs are 0 or below. Spec: transactions §2 Free bookings, §9. */
export function isFreeBooking(costs: number): boolean {
  return costs <= 0;
}

/**
 * Net service fee in cents. Spec: transactions §9.
 * `min(amount × serviceFeeRate, maxServiceFee)` rounded half-up; `0` when the fee is included in
 * the price. Never negative. A `maxServiceFee` of null means no cap.
 */
export function serviceFee(i: {
  amount: number;
  serviceFeeRate: number;
  maxServiceFee: number | null;
  serviceFeeIncluded: boolean;
}): Cents {
  if (i.serviceFeeIncluded) return cents(0);
  const fee = roundHalfUp(i.amount * i.serviceFeeRate);
  const capped = i.maxServiceFee === null ? fee : Math.min(fee, i.maxServiceFee);
  return cents(Math.max(0, capped));
}

/** A voucher as returned by the voucher lookup. Spec: transactions §3 Voucher. */
export interface VoucherTerms {
  unit: 'cash' | 'percent';
  value: number;
  minBookingAmount: number;
}

/**
 * The terms of a voucher as the API gives it (an unset minimum booking amount is none: 0), or null
 * without a voucher. Spec: transactions §3 Voucher, §5.
 */
export function voucherTerms(
  voucher:
    | { unit: 'cash' | 'percent'; value: number; minBookingAmount?: number | null }
    | null
    | undefined,
): VoucherTerms | null {
  return voucher
    ? { unit: voucher.unit, value: voucher.value, minBookingAmount: voucher.minBookingAmount ?? 0 }
    : null;
}

/**
 * Voucher discount in cents. Spec: transactions §5 Voucher, §9.
 * Applies only when `amount >= minBookingAmount`. Cash: `value` cents. Percent: `value` % of the
 * price option's price, rounded half-up. Never negative; 0 when it does not apply.
 */
export function voucherDiscount(
  v: VoucherTerms,
  i: { amount: number; priceOptionPrice: number },
): { applies: boolean; discount: Cents } {
  if (i.amount < v.minBookingAmount) return { applies: false, discount: cents(0) };
  const raw = v.unit === 'cash' ? v.value : roundHalfUp((i.priceOptionPrice * v.value) / 100);
  return { applies: true, discount: cents(Math.max(0, raw)) };
}

/**
 * Contract total in euros. Spec: transactions §9.
 * Product price plus `quantity × price` of each chosen item priced above 0, summed in cents, / 100.
 */
export function contractTotal(
  productPrice: number,
  items: readonly { quantity: number; price: number }[],
): Euro {
  const itemCents = items.reduce(
    (sum, item) => (item.price > 0 ? sum + item.quantity * item.price : sum),
    0,
  );
  return centsToEuro(productPrice + itemCents);
}

/**
 * Max-price search filter from the slider. Spec: discovery §5 (price slider).
 * 500 or more (or not a number) means no limit and gives null; values below 0 give 0.
 */
export function maxPriceFilter(slider: number): number | null {
  if (Number.isNaN(slider) || slider >= PRICE_SLIDER_MAX) return null;
  return Math.max(PRICE_SLIDER_MIN, slider);
}
