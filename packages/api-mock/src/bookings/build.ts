/** The booking object as stored and answered (transactions §3 Booking). */
import { SERVICE_FEE_VAT_RATE } from '@kurse/domain';
import type { BookingSummary } from '@kurse/domain';
import { nextId } from '../context';
import type { MockContext } from '../context';
import { providerRef, publicCourse } from '../db/lookup';
import type { CourseRecord, ProviderRecord, Schemas } from '../db/types';
import { paymentMethodTypes } from './payment';

/** Everything a new booking is made of. */
export interface BookingParts {
  course: CourseRecord;
  event: Schemas['Event'];
  option: Schemas['PriceOption'] | null;
  names: unknown[];
  items: { value: Schemas['BookingItemValueInput']; option: Schemas['BookingItemOption'] | null }[];
  voucher: Schemas['Voucher'] | null;
  summary: BookingSummary;
  provider: ProviderRecord;
  user: Schemas['User'] | null;
  /** The account's last saved payment method, offered as "saved" at checkout. */
  paymentMethod: Schemas['PaymentMethod'] | null;
  note: string | null;
  questions: string | null;
}

/** A new booking in status `created`; money from the domain booking summary. */
export function buildBooking(ctx: MockContext, p: BookingParts): Schemas['Booking'] {
  const paypalEnabled = p.provider.paypalClientId !== null;
  const { summary, voucher } = p;
  return {
    id: nextId(ctx),
    status: 'created',
    createdAt: ctx.now().toISOString(),
    paidAt: null,
    billingNo: null,
    costs: summary.total,
    serviceFee: summary.serviceFee,
    vat: summary.serviceFeeVat,
    vatRate: SERVICE_FEE_VAT_RATE,
    currency: 'EUR',
    note: p.note,
    questions: p.questions,
    participants: p.names.map((name, index) => ({
      id: nextId(ctx),
      name: String(name).trim(),
      key: `p${index + 1}`,
    })),
    participantCount: p.names.length,
    bookingItemValues: p.items.map((i) => ({
      bookingItemId: i.value.bookingItemId ?? null,
      value: i.value.value ?? null,
      quantity: i.value.quantity ?? 1,
      bookingItemOption: i.option,
    })),
    voucher: voucher
      ? { ...voucher, percent: voucher.unit === 'percent' ? voucher.value : null }
      : null,
    priceOption: p.option,
    course: publicCourse(p.course, { events: false }),
    event: { ...p.event },
    provider: providerRef(p.provider.provider),
    user: p.user,
    clientSecret: null,
    paypalOrderId: null,
    paypalEnabled,
    paymentMethod: p.paymentMethod,
    validPaymentMethodTypes: paymentMethodTypes(paypalEnabled),
    stripeAccount: p.provider.stripeAccount,
    billUrl: null,
    productContract: null,
    onDemand: null,
  };
}
