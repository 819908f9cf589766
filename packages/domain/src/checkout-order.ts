import { checkoutView } from './booking';
import { bookingSummary, type BookingSummary } from './booking-summary';
import { isFreeBooking, SERVICE_FEE_VAT_RATE, voucherTerms } from './money';
import { TEXT_LIMITS, truncate } from './text';
import { cents } from './units';

/** What the checkout's order reads of a booking as the API returns it; money in cents. Spec: transactions §3 Booking. */
export interface CheckoutOrderBooking {
  /** The total the server charges. */
  costs: number;
  /** The server's net service fee. */
  serviceFee?: number | null;
  /** The server's VAT on the service fee. */
  vat?: number | null;
  vatRate?: number | null;
  participantCount?: number | null;
  participants?: readonly { name: string }[] | null;
  priceOption?: { name: string; price: number; typeOf?: string | null } | null;
  bookingItemValues?:
    | readonly {
        bookingItemId?: number | null;
        quantity?: number | null;
        bookingItemOption?: {
          id: number;
          name: string;
          price: number;
          bookingItemId?: number | null;
        } | null;
      }[]
    | null;
  voucher?: {
    code: string;
    unit: 'cash' | 'percent';
    value: number;
    minBookingAmount?: number | null;
  } | null;
  course?: {
    serviceFeeRate?: number | null;
    maxServiceFee?: number | null;
    serviceFeeIncluded?: boolean | null;
  } | null;
  event?: { bookingItems?: readonly { id: number; label: string; type: string }[] | null } | null;
  productContract?: { product?: { name: string } | null } | null;
}

/**
 * One booked item of the order: its item's label and option's name, each cut at 20 characters.
 * Spec: transactions §2 Booking form content, §9.
 */
export interface CheckoutOrderItem {
  key: string;
  /** "Label: option", or just the option when its name already says the label. */
  name: string;
  quantity: number;
  /** quantity × option price, in cents. */
  amount: number;
}

/** The order of a booking at checkout. Spec: transactions §2 Checkout, Booking form content; §9. */
export interface CheckoutOrder {
  /** Money lines in the shape of the booking form's summary; fee, VAT and total are the server's. */
  summary: BookingSummary;
  /** The offer: the price option (or the contract's product) and its price per participant. */
  offer: { name: string; price: number | null; typeOf: string | null };
  /** Participants booked (the count), and their names. */
  participants: number;
  participantNames: string[];
  items: CheckoutOrderItem[];
  /** The applied voucher's code, null without one or when it did not apply. */
  voucherCode: string | null;
  serviceFeeIncluded: boolean;
  /** VAT rate on the service fee (the booking's, else the standard rate). */
  vatRate: number;
}

/**
 * The name of a summary line of a booking item: the option alone when its name already contains
 * the item's label ("T-Shirt Größe 128" under "T-Shirt"), otherwise "Label: option"; the label
 * alone for an item without options (a ticked checkbox). Spec: transactions §2 (booking item
 * names in the summary).
 */
export function summaryItemName(label: string, option: string | null): string {
  if (!option) return label;
  return option.toLowerCase().includes(label.toLowerCase()) ? option : `${label}: ${option}`;
}

/**
 * The order shown beside the payment form, derived from the booking the server returned: the
 * price option with "n × price", each booked item by its item's label and option (cut at 20
 * characters; text answers are questions, not items), the voucher, the service fee and its VAT,
 * and the total. The offer, items and voucher discount follow `bookingSummary` (the booking form's
 * rule, on the booking's price option, items, voucher and course fee settings); the fee, the VAT
 * and the total are the booking's own figures (what the server charges) when it carries them.
 * Spec: transactions §2 Checkout, Booking form content; §3 Booking; §9.
 */
export function checkoutOrder(booking: CheckoutOrderBooking): CheckoutOrder {
  const option = booking.priceOption ?? null;
  const participants = Math.max(0, booking.participantCount ?? booking.participants?.length ?? 0);
  const questions = booking.event?.bookingItems ?? [];
  const max = TEXT_LIMITS.bookingItemName;
  const values = booking.bookingItemValues ?? [];
  const items = values.flatMap((value, index): CheckoutOrderItem[] => {
    const chosen = value.bookingItemOption ?? null;
    const itemId = value.bookingItemId ?? chosen?.bookingItemId ?? null;
    const item = questions.find((q) => q.id === itemId);
    if (item?.type === 'text' || (!item && !chosen)) return [];
    const quantity = Math.max(0, value.quantity ?? 1);
    const label = truncate(item?.label ?? '', max);
    const optionName = chosen ? truncate(chosen.name, max) : null;
    return [
      {
        key: `${itemId ?? 'item'}:${chosen?.id ?? index}`,
        name: label ? summaryItemName(label, optionName) : (optionName ?? ''),
        quantity,
        amount: (chosen?.price ?? 0) * quantity,
      },
    ];
  });
  const computed = bookingSummary({
    price: option?.price ?? 0,
    participants,
    priceOptionType: option?.typeOf ?? null,
    items: values.map((v) => ({
      price: v.bookingItemOption?.price ?? 0,
      quantity: v.quantity ?? 1,
    })),
    voucher: voucherTerms(booking.voucher),
    serviceFeeRate: booking.course?.serviceFeeRate ?? 0,
    maxServiceFee: booking.course?.maxServiceFee ?? null,
    serviceFeeIncluded: booking.course?.serviceFeeIncluded ?? false,
  });
  const total = Math.max(0, booking.costs);
  const summary: BookingSummary = {
    ...computed,
    serviceFee: cents(booking.serviceFee ?? computed.serviceFee),
    serviceFeeVat: cents(booking.vat ?? computed.serviceFeeVat),
    total: cents(total),
    isFree: isFreeBooking(booking.costs),
  };
  return {
    summary,
    offer: {
      name: option?.name ?? booking.productContract?.product?.name ?? '',
      price: option ? option.price : null,
      typeOf: option?.typeOf ?? null,
    },
    participants,
    participantNames: (booking.participants ?? []).map((p) => p.name.trim()).filter(Boolean),
    items,
    voucherCode: booking.voucher && computed.voucher.applies ? booking.voucher.code : null,
    serviceFeeIncluded: booking.course?.serviceFeeIncluded ?? false,
    vatRate: booking.vatRate ?? SERVICE_FEE_VAT_RATE,
  };
}

/**
 * The checkout page's title: "pay", "complete" for a free booking, "booking" once nothing is left
 * to pay. Spec: transactions §2 Free bookings, §2 Checkout.
 */
export type CheckoutTitle = 'pay' | 'complete' | 'booking';

/**
 * The checkout's title by the booking's costs and status: a free booking (0 or below) is completed,
 * not paid; a booking that is paid, being credited, confirmed or can no longer be paid is "your
 * booking" — only a booking waiting for its payment (created or prepared) says "pay".
 * Spec: transactions §2 Free bookings ("Free events skip payment"), §2 Checkout, §9.
 */
export function checkoutTitle(booking: { costs: number; status: string }): CheckoutTitle {
  if (isFreeBooking(booking.costs)) return 'complete';
  const awaitsPayment = booking.status === 'created' || checkoutView(booking.status) === 'payment';
  return awaitsPayment ? 'pay' : 'booking';
}
