import {
  contractTotal,
  euroToCents,
  isFreeBooking,
  roundHalfUp,
  SERVICE_FEE_VAT_RATE,
  serviceFee,
  voucherDiscount,
} from './money';
import type { VoucherTerms } from './money';
import { billableParticipants } from './participants';
import { cents } from './units';
import type { Cents } from './units';

/** Input of the booking summary; all money in cents. Spec: transactions §2 Booking form, §9. */
export interface BookingSummaryInput {
  /** Price of the chosen price option, per participant. */
  price: number;
  participants: number;
  /** `top_up` options are charged for one participant. */
  priceOptionType?: string | null;
  /** Chosen booking item options; only those priced above 0 add. */
  items: readonly { price: number; quantity: number }[];
  voucher: VoucherTerms | null;
  serviceFeeRate: number;
  maxServiceFee: number | null;
  serviceFeeIncluded: boolean;
  /** Defaults to {@link SERVICE_FEE_VAT_RATE}. */
  serviceFeeVatRate?: number;
}

/** Lines of the booking summary; all money in cents. Spec: transactions §2 Booking form, §9. */
export interface BookingSummary {
  offerAmount: Cents;
  itemsAmount: Cents;
  /** Offer plus items, before the voucher. */
  amount: Cents;
  voucher: { applies: boolean; discount: Cents };
  /** Amount minus the voucher discount, never below 0. */
  amountAfterVoucher: Cents;
  /** Net fee, computed on `amountAfterVoucher`. */
  serviceFee: Cents;
  /** VAT added on top of the net fee. */
  serviceFeeVat: Cents;
  /** What the customer pays, never below 0. */
  total: Cents;
  isFree: boolean;
}

/**
 * Booking summary. Spec: transactions §2 Booking form, §5 Voucher, §9.
 * Offer = price × billable participants; items = Σ quantity × price for items priced above 0;
 * the voucher is checked against offer + items; the net service fee is computed on the amount after
 * the voucher, and VAT on that fee is added on top as its own line (0 when the fee is included in
 * the price). Total never falls below 0; `isFree` when the total is 0 or below.
 */
export function bookingSummary(i: BookingSummaryInput): BookingSummary {
  const offerAmount = i.price * billableParticipants(i.participants, i.priceOptionType);
  const itemsAmount = i.items.reduce(
    (sum, item) => (item.price > 0 && item.quantity > 0 ? sum + item.price * item.quantity : sum),
    0,
  );
  const amount = offerAmount + itemsAmount;
  const voucher = i.voucher
    ? voucherDiscount(i.voucher, { amount, priceOptionPrice: i.price })
    : { applies: false, discount: cents(0) };
  const amountAfterVoucher = Math.max(0, amount - voucher.discount);
  const fee = serviceFee({ ...i, amount: amountAfterVoucher });
  const feeVat = Math.max(0, roundHalfUp(fee * (i.serviceFeeVatRate ?? SERVICE_FEE_VAT_RATE)));
  const total = Math.max(0, amountAfterVoucher + fee + feeVat);
  return {
    offerAmount: cents(offerAmount),
    itemsAmount: cents(itemsAmount),
    amount: cents(amount),
    voucher,
    amountAfterVoucher: cents(amountAfterVoucher),
    serviceFee: fee,
    serviceFeeVat: cents(feeVat),
    total: cents(total),
    isFree: isFreeBooking(total),
  };
}

/** What the contract summary reads of a product; money in cents. Spec: transactions §3 Product. */
export interface ContractSummaryProduct {
  /** Price per interval. */
  price: number;
  /** The provider's service fee of the product (net). */
  serviceFee?: number | null;
  serviceFeeIncluded?: boolean | null;
}

/**
 * Summary of a new contract (its first payment), in the shape of the booking summary.
 * Spec: transactions §2 New contract modal (summary with price and service fee), §9.
 * Amount = the contract total (`contractTotal`: product price plus priced booking items) in cents;
 * the product's own service fee (0 when included) with VAT on top as its own line, like a booking;
 * no voucher. Total = amount + fee + VAT, never below 0 — what the booking of the contract costs.
 */
export function contractSummary(
  product: ContractSummaryProduct,
  items: readonly { price: number; quantity: number }[],
): BookingSummary {
  const amount = euroToCents(contractTotal(product.price, items));
  const fee = product.serviceFeeIncluded ? 0 : Math.max(0, product.serviceFee ?? 0);
  const feeVat = roundHalfUp(fee * SERVICE_FEE_VAT_RATE);
  const total = Math.max(0, amount + fee + feeVat);
  return {
    offerAmount: cents(product.price),
    itemsAmount: cents(amount - product.price),
    amount,
    voucher: { applies: false, discount: cents(0) },
    amountAfterVoucher: amount,
    serviceFee: cents(fee),
    serviceFeeVat: cents(feeVat),
    total: cents(total),
    isFree: isFreeBooking(total),
  };
}
