/** Types and small parts of seeded bookings. */
import type { CourseRecord, ProviderRecord, RoomRecord, Schemas, VoucherRecord } from '../db/types';
import type { SeedClock } from './time';

/** A booking as written in the seed. */
export interface BookingDef {
  id: number;
  status: Schemas['BookingStatus'];
  customerId: number | null;
  courseId: number;
  eventId: number;
  /** Index of the chosen price option (ignored for contract bookings). */
  optionIndex?: number;
  participants: string[];
  /** Days (and hours) before now the booking was made. */
  createdDays: number;
  createdHours?: number;
  voucherCode?: string;
  /** Chosen booking item values: an option id, or an item id with a free-text value. */
  items?: { optionId?: number; itemId?: number; quantity?: number; value?: string }[];
  note?: string;
  paymentMethod?: 'card' | 'sepa';
  roomId?: number;
  contract?: { id: number; productId: number };
  deviceFingerprint?: string;
}

/** What a booking is built from. */
export interface BookingSources {
  clock: SeedClock;
  courses: readonly CourseRecord[];
  providers: readonly ProviderRecord[];
  vouchers: readonly VoucherRecord[];
  rooms: readonly RoomRecord[];
}

/** The chosen booking item values of a booking, checked against the event's items. */
export function itemValues(
  event: Schemas['Event'],
  def: BookingDef,
): Schemas['BookingItemValue'][] {
  const items = event.bookingItems ?? [];
  return (def.items ?? []).map((v) => {
    const option = items.flatMap((i) => i.options ?? []).find((o) => o.id === v.optionId) ?? null;
    if (v.optionId !== undefined && !option)
      throw new Error(`Booking ${def.id}: unknown option ${v.optionId}`);
    if (v.itemId !== undefined && !items.some((i) => i.id === v.itemId)) {
      throw new Error(`Booking ${def.id}: unknown booking item ${v.itemId}`);
    }
    return {
      value: v.value ?? option?.name ?? null,
      quantity: v.quantity ?? 1,
      bookingItemOption: option,
    };
  });
}

/** The saved payment method a booking was paid with (the demo customer's card or SEPA mandate). */
export function paymentMethodOf(def: BookingDef): Schemas['PaymentMethod'] | null {
  if (def.paymentMethod === 'card') return { type: 'card', id: 'pm_demo_visa_4242', last4: '4242' };
  if (def.paymentMethod === 'sepa') {
    return { type: 'sepa_debit', id: 'pm_demo_sepa_3000', last4: '3000' };
  }
  return null;
}
