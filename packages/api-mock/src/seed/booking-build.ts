/**
 * Shapes one seeded booking (transactions §3 Booking): costs, service fee and VAT come from
 * `bookingSummary` of @kurse/domain, so the seed never disagrees with the rules.
 */
import { bookingSummary, SERVICE_FEE_VAT_RATE, voucherTerms } from '@kurse/domain';
import type { BookingRecord, Schemas } from '../db/types';
import { itemValues, paymentMethodOf } from './booking-parts';
import type { BookingDef, BookingSources } from './booking-parts';
import { productSummary } from './products';

type Booking = Schemas['Booking'];

const PAID = new Set<Booking['status']>(['paid', 'approved']);

/** One booking record. */
export function buildBooking(def: BookingDef, src: BookingSources): BookingRecord {
  const record = src.courses.find((c) => c.course.id === def.courseId);
  const event = record?.course.events?.find((e) => e.id === def.eventId);
  const provider = src.providers.find((p) => p.provider.id === record?.providerId);
  if (!record || !event || !provider)
    throw new Error(`Booking ${def.id}: unknown course, event or provider`);
  const course = { ...record.course };
  delete course.events;
  const option = def.contract ? null : (event.priceOptions?.[def.optionIndex ?? 0] ?? null);
  const product = def.contract ? productSummary(def.contract.productId) : null;
  const voucher = src.vouchers.find((v) => v.voucher.code === def.voucherCode)?.voucher ?? null;
  const values = itemValues(event, def);
  const summary = bookingSummary({
    price: product?.price ?? option?.price ?? 0,
    participants: def.participants.length,
    priceOptionType: option?.typeOf ?? null,
    items: values.map((v) => ({
      price: v.bookingItemOption?.price ?? 0,
      quantity: v.quantity ?? 1,
    })),
    voucher: voucherTerms(voucher),
    serviceFeeRate: course.serviceFeeRate ?? 0,
    maxServiceFee: course.maxServiceFee ?? null,
    serviceFeeIncluded: course.serviceFeeIncluded ?? false,
  });
  const createdAt = src.clock.shift(-def.createdDays, -(def.createdHours ?? 0));
  const paid = PAID.has(def.status);
  const billingNo =
    def.status === 'created'
      ? null
      : `KU-${createdAt.slice(0, 4)}-${String(def.id).padStart(6, '0')}`;
  const room =
    def.roomId !== undefined ? src.rooms.find((r) => r.room.id === def.roomId) : undefined;
  const paypalEnabled = provider.paypalClientId !== null;
  return {
    customerId: def.customerId,
    deviceFingerprint: def.deviceFingerprint ?? null,
    booking: {
      id: def.id,
      status: def.status,
      createdAt,
      paidAt: paid ? src.clock.shift(-def.createdDays, 1 - (def.createdHours ?? 0)) : null,
      billingNo,
      costs: summary.total,
      serviceFee: summary.serviceFee,
      vat: summary.serviceFeeVat,
      vatRate: SERVICE_FEE_VAT_RATE,
      currency: 'EUR',
      note: def.note ?? null,
      questions: null,
      participants: def.participants.map((name, i) => ({
        id: def.id * 10 + i + 1,
        name,
        key: `p${i + 1}`,
      })),
      participantCount: def.participants.length,
      bookingItemValues: values,
      voucher: voucher ? { ...voucher } : null,
      priceOption: option ? { ...option } : null,
      course,
      event: structuredClone(event),
      provider: {
        id: provider.provider.id,
        slug: provider.provider.slug,
        name: provider.provider.name,
        logo: provider.provider.logo ?? null,
      },
      user: null,
      clientSecret: def.status === 'prepared' ? `pi_demo_${def.id}_secret_seed` : null,
      paypalOrderId: null,
      paypalEnabled,
      paymentMethod: paymentMethodOf(def),
      validPaymentMethodTypes: [
        'card',
        'sepa_debit',
        'giropay',
        'sofort',
        'klarna',
        ...(paypalEnabled ? (['paypal'] as const) : []),
      ],
      stripeAccount: provider.stripeAccount,
      billUrl:
        paid && summary.total > 0 ? `https://kurse.example/rechnungen/${billingNo}.pdf` : null,
      productContract:
        def.contract && product
          ? {
              id: def.contract.id,
              product: { id: product.id, name: product.name, typeOf: product.typeOf },
            }
          : null,
      onDemand: room
        ? {
            roomId: room.room.id,
            roomToken: room.token,
            validUntil: room.room.validUntil ?? null,
            validDays: room.room.validDays ?? 0,
          }
        : null,
    },
  };
}
