/**
 * Who may see and act on a booking: the customer of the session it belongs to, or the device it
 * was made on (guest bookings are bound to the device fingerprint; discovery §6, contract).
 */
import { toId } from '../db/lookup';
import type { BookingRecord, CustomerRecord, Db } from '../db/types';
import { fail, notFound } from '../http/replies';

/** True when the session's customer owns the booking or the request comes from its device. */
export function canAccess(
  record: BookingRecord,
  session: CustomerRecord | null,
  fingerprint: string,
): boolean {
  if (session && record.customerId === session.user.id) return true;
  return record.deviceFingerprint !== null && record.deviceFingerprint === fingerprint;
}

/** The booking of a path id if the requester may access it, else the 404 or 401 reply. */
export function accessibleBooking(
  db: Db,
  id: string,
  session: CustomerRecord | null,
  fingerprint: string,
):
  | { record: BookingRecord }
  | { denied: ReturnType<typeof notFound> | ReturnType<typeof fail<401>> } {
  const bookingId = toId(id);
  const record = db.bookings.find((b) => b.booking.id === bookingId);
  if (!record) return { denied: notFound('Booking not found') };
  if (!canAccess(record, session, fingerprint)) {
    return { denied: fail(401, 'The session does not match this booking.', 'session_required') };
  }
  return { record };
}
