/** Booking requests over the tiny database, shared by the booking tests. */
import type { MockApi } from '../src/api';
import type { Schemas } from '../src/db/types';

/** A booking as answered. */
export type Booking = Schemas['Booking'];
/** A guest's customer data. */
export const guest = {
  firstName: 'Gina',
  lastName: 'Gast',
  email: 'gina@example.org',
  street: 'Weg 2',
  postalCode: '50667',
  city: 'Köln',
  country: 'DE',
};
/** A booking request for event 11 (option 1100) with participant names. */
export const booking = (extra: Record<string, unknown> = {}, names = ['Mia']) => ({
  booking: {
    eventId: 11,
    priceOptionId: 1100,
    participantsAttributes: names.map((name) => ({ name })),
    ...extra,
  },
  customer: guest,
});
/** The device fingerprint of the guest's requests. */
export const FP = { fingerprint: 'fp_device' };
/** The live event of the tiny database. */
export const eventOf = (api: MockApi, id: number) =>
  api.db.courses.flatMap((c) => c.course.events ?? []).find((e) => e.id === id);
