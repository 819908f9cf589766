/**
 * Booking state changes: preparing the payment, paying (places, on-demand access, billing number,
 * contract activation) and the payment methods offered (transactions §4 Booking, Payment methods).
 */
import { isBookedOut, lowerParticipantsLeft, onDemandValidUntil } from '@kurse/domain';
import type { MockContext } from '../context';
import { eventCopies, findEvent, providerById } from '../db/lookup';
import { issueSecret } from '../db/random';
import type { BookingRecord, Schemas } from '../db/types';

const CARD_TYPES: Schemas['PaymentMethodType'][] = [
  'card',
  'sepa_debit',
  'giropay',
  'sofort',
  'klarna',
];

/** Payment methods of a provider's bookings: the card provider's, plus PayPal when enabled. */
export function paymentMethodTypes(paypalEnabled: boolean): Schemas['PaymentMethodType'][] {
  return paypalEnabled ? [...CARD_TYPES, 'paypal'] : [...CARD_TYPES];
}

/**
 * created → prepared: a payment intent (client secret, random) so the payment form can show. Takes
 * the context like every state change, though the secret needs none of it.
 */
export function prepare(_ctx: MockContext, record: BookingRecord): void {
  const b = record.booking;
  if (b.status !== 'created') return;
  b.status = 'prepared';
  b.clientSecret = `${issueSecret(`pi_demo_${b.id}`)}_secret_demo`;
}

/** The PayPal client id of the booking's provider, or null. */
export function paypalClientOf(ctx: MockContext, record: BookingRecord): string | null {
  const id = record.booking.provider?.id;
  return id === undefined ? null : (providerById(ctx.db, id)?.paypalClientId ?? null);
}

/** True when the event has fewer places left than the booking needs. */
export function lacksPlaces(ctx: MockContext, record: BookingRecord): boolean {
  const event = findEvent(ctx.db, record.booking.event?.id)?.event;
  const left = event?.participantsLeft ?? null;
  return left !== null && left < (record.booking.participantCount ?? 0);
}

/**
 * → paid: billing number, on-demand access, the event's places lowered by the participant count
 * (discovery §4, transactions §4), the customer's participant names, and a linked contract active.
 */
export function markPaid(ctx: MockContext, record: BookingRecord): void {
  const b = record.booking;
  const now = ctx.now();
  b.status = 'paid';
  b.paidAt = now.toISOString();
  b.billingNo = `KB-${now.getUTCFullYear()}-${String(b.id).padStart(6, '0')}`;
  const count = b.participantCount ?? b.participants?.length ?? 0;
  const eventId = b.event?.id;
  if (eventId !== undefined) {
    for (const copy of eventCopies(ctx.db, eventId)) {
      copy.participantsLeft = lowerParticipantsLeft(copy.participantsLeft ?? null, count);
      if (isBookedOut({ participantsLeft: copy.participantsLeft }))
        copy.availability = 'booked_out';
    }
    const found = findEvent(ctx.db, eventId);
    const course = found?.record.course;
    if (course && course.participantsLeft != null) {
      course.participantsLeft = lowerParticipantsLeft(course.participantsLeft, count);
    }
    const room = ctx.db.rooms.find((r) => r.eventId === eventId);
    if (room && b.event?.typeOf === 'on_demand') {
      const validDays = b.event.validDays ?? room.room.validDays ?? null;
      b.onDemand = {
        roomId: room.room.id,
        // Each booking gets its own random room token (`handlers/products-rooms.ts` accepts it).
        roomToken: issueSecret('rt'),
        validDays,
        validUntil: onDemandValidUntil(validDays, now),
      };
    }
  }
  const customer = ctx.db.customers.find((c) => c.user.id === record.customerId);
  if (customer) {
    const names = (b.participants ?? []).map((p) => p.name);
    customer.user.participantNames = [
      ...new Set([...(customer.user.participantNames ?? []), ...names]),
    ];
    if (eventId !== undefined) {
      customer.user.bookedEventIds = [
        ...new Set([...(customer.user.bookedEventIds ?? []), eventId]),
      ];
    }
  }
  for (const c of ctx.db.contracts) {
    if (c.contract.booking?.id === b.id) {
      c.contract.active = true;
      c.contract.status = 'activated';
      c.contract.startedAt = b.paidAt;
    }
  }
}
