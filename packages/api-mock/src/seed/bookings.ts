/**
 * Bookings (transactions §3, §4 Booking): the demo customer's bookings in every status, on-demand
 * bookings (valid, expired, unlimited, not yet open), bookings that pay for contracts, a free
 * booking, and a guest booking bound to a device fingerprint.
 */
import type { BookingRecord, CustomerRecord } from '../db/types';
import { buildBooking } from './booking-build';
import type { BookingDef, BookingSources } from './booking-parts';

/** The device fingerprint of the seeded guest booking. */
export const GUEST_FINGERPRINT = 'fp_demo_guest_device';

const MIA = 'Mia Neumann';
const PAUL = 'Paul Neumann';
const JULIA = 'Julia Neumann';

const DEFS: BookingDef[] = [
  {
    id: 20001,
    status: 'paid',
    customerId: 1,
    courseId: 103,
    eventId: 1031,
    participants: [MIA],
    createdDays: 30,
    paymentMethod: 'card',
  },
  {
    id: 20002,
    status: 'approved',
    customerId: 1,
    courseId: 121,
    eventId: 1211,
    participants: [JULIA, MIA, PAUL],
    createdDays: 14,
    voucherCode: 'WILLKOMMEN5',
    note: 'Paul ist erst vier – wir helfen ihm beim Schneiden.',
    paymentMethod: 'card',
  },
  {
    id: 20003,
    status: 'created',
    customerId: 1,
    courseId: 109,
    eventId: 1091,
    participants: [PAUL],
    createdDays: 0,
    createdHours: 2,
  },
  {
    id: 20004,
    status: 'prepared',
    customerId: 1,
    courseId: 118,
    eventId: 1181,
    participants: [MIA],
    createdDays: 1,
  },
  {
    id: 20005,
    status: 'pending',
    customerId: 1,
    courseId: 107,
    eventId: 1071,
    participants: [MIA],
    createdDays: 3,
    items: [{ optionId: 107111 }, { optionId: 107113 }],
    paymentMethod: 'sepa',
  },
  {
    id: 20006,
    status: 'rejected',
    customerId: 1,
    courseId: 116,
    eventId: 1161,
    participants: [MIA],
    createdDays: 20,
  },
  {
    id: 20007,
    status: 'canceled',
    customerId: 1,
    courseId: 122,
    eventId: 1221,
    participants: [JULIA],
    createdDays: 10,
  },
  {
    id: 20008,
    status: 'paid',
    customerId: 1,
    courseId: 115,
    eventId: 1151,
    participants: [JULIA],
    createdDays: 10,
    roomId: 401,
    paymentMethod: 'card',
  },
  {
    id: 20009,
    status: 'paid',
    customerId: 1,
    courseId: 157,
    eventId: 1571,
    participants: [JULIA],
    createdDays: 30,
    roomId: 403,
    paymentMethod: 'card',
  },
  {
    id: 20010,
    status: 'paid',
    customerId: 1,
    courseId: 159,
    eventId: 1591,
    participants: [PAUL],
    createdDays: 60,
    roomId: 404,
    paymentMethod: 'card',
  },
  {
    id: 20011,
    status: 'paid',
    customerId: 1,
    courseId: 158,
    eventId: 1581,
    participants: [JULIA],
    createdDays: 1,
    roomId: 402,
    paymentMethod: 'sepa',
  },
  {
    id: 20012,
    status: 'paid',
    customerId: 1,
    courseId: 103,
    eventId: 1031,
    participants: [PAUL],
    createdDays: 45,
    contract: { id: 30001, productId: 7001 },
    paymentMethod: 'card',
  },
  {
    id: 20013,
    status: 'paid',
    customerId: 1,
    courseId: 201,
    eventId: 2011,
    participants: [PAUL],
    createdDays: 100,
    contract: { id: 30002, productId: 7002 },
    paymentMethod: 'sepa',
  },
  {
    id: 20014,
    status: 'paid',
    customerId: 1,
    courseId: 109,
    eventId: 1091,
    participants: [PAUL],
    createdDays: 400,
    contract: { id: 30003, productId: 7003 },
    paymentMethod: 'sepa',
  },
  {
    id: 20015,
    status: 'paid',
    customerId: 1,
    courseId: 115,
    eventId: 1151,
    participants: [JULIA],
    createdDays: 380,
    contract: { id: 30004, productId: 7004 },
    paymentMethod: 'card',
  },
  {
    id: 20016,
    status: 'paid',
    customerId: 1,
    courseId: 107,
    eventId: 1071,
    participants: [MIA],
    createdDays: 60,
    contract: { id: 30005, productId: 7005 },
    paymentMethod: 'card',
  },
  {
    id: 20017,
    status: 'paid',
    customerId: 1,
    courseId: 106,
    eventId: 1061,
    participants: [PAUL],
    createdDays: 5,
  },
  {
    id: 20018,
    status: 'created',
    customerId: null,
    courseId: 120,
    eventId: 1201,
    participants: ['Lina Schröder'],
    createdDays: 0,
    createdHours: 1,
    items: [{ itemId: 12011, value: 'Keine bekannten Allergien' }],
    note: 'Lina isst vegetarisch.',
    deviceFingerprint: GUEST_FINGERPRINT,
  },
  {
    id: 20019,
    status: 'paid',
    customerId: 1,
    courseId: 119,
    eventId: 1191,
    participants: [MIA],
    createdDays: 7,
    items: [{ optionId: 119112 }, { optionId: 119121, quantity: 5 }],
    paymentMethod: 'card',
  },
];

/** Every booking of the seed. */
export function buildBookings(src: BookingSources): BookingRecord[] {
  return DEFS.map((def) => buildBooking(def, src));
}

/** Embeds each owner's user object in their bookings, in place (after the counts are final). */
export function attachUsers(bookings: BookingRecord[], customers: readonly CustomerRecord[]): void {
  for (const b of bookings) {
    const owner = customers.find((c) => c.user.id === b.customerId);
    b.booking.user = owner ? structuredClone(owner.user) : null;
  }
}
