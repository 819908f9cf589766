/** Customer accounts: the public user view, lookup by e-mail and new sessions. */
import { nextId } from '../context';
import type { MockContext } from '../context';
import { RECORD_BOUND, appendBounded, openBounded } from './bounds';
import { issueSecret } from './random';
import type { CustomerRecord, Db, Schemas } from './types';

/** E-mail comparison key: trimmed, lower case. */
export const emailKey = (email: string | null | undefined): string =>
  (email ?? '').trim().toLowerCase();

/** The account with this e-mail, if any. */
export function customerByEmail(
  db: Db,
  email: string | null | undefined,
): CustomerRecord | undefined {
  const key = emailKey(email);
  return key === '' ? undefined : db.customers.find((c) => emailKey(c.user.email) === key);
}

/** The user as the API answers it, with counts derived from bookings and contracts. */
export function userView(db: Db, record: CustomerRecord): Schemas['User'] {
  const id = record.user.id;
  const bookings = db.bookings.filter((b) => b.customerId === id);
  const paidEvents = bookings
    .filter((b) => b.booking.status === 'paid')
    .flatMap((b) => (b.booking.event ? [b.booking.event.id] : []));
  return {
    ...record.user,
    bookingCount: bookings.length,
    productContractCount: db.contracts.filter((c) => c.customerId === id).length,
    bookedEventIds: [...new Set([...(record.user.bookedEventIds ?? []), ...paidEvents])],
  };
}

/**
 * Opens a session for a customer; returns the `Authorization` header value. Only the newest 1000
 * sessions opened this way stay valid (`db/bounds.ts`).
 */
export function openSession(ctx: MockContext, record: CustomerRecord): string {
  const token = issueSecret(`tok_${record.user.id}`);
  openBounded(ctx.db.sessions, token, record.user.id);
  return `Bearer ${token}`;
}

/** Creates an account from sign-up or booking data (the newest 500 are kept, `db/bounds.ts`). */
export function createCustomer(
  ctx: MockContext,
  data: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    phone?: string | null;
    company?: string | null;
    street?: string | null;
    postalCode?: string | null;
    city?: string | null;
    country?: Schemas['CountryCode'];
    role?: string | null;
  },
): CustomerRecord {
  const record: CustomerRecord = {
    user: {
      id: nextId(ctx),
      firstName: data.firstName.trim(),
      lastName: data.lastName.trim(),
      email: data.email.trim(),
      phone: data.phone ?? null,
      company: data.company ?? null,
      street: data.street ?? null,
      postalCode: data.postalCode ?? null,
      city: data.city ?? null,
      country: data.country ?? 'DE',
      role: data.role ?? null,
      bookingCount: 0,
      productContractCount: 0,
      participantNames: [],
      bookedEventIds: [],
    },
    password: data.password,
    confirmed: false,
    loginRedirect: false,
    paymentMethods: [],
    visitedProviderIds: [],
  };
  appendBounded(ctx.db.customers, record, RECORD_BOUND);
  return record;
}
