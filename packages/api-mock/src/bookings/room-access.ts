/**
 * Room tokens of bookings (transactions §2 Room, §4 Room): every paid on-demand booking carries
 * its own random room token (`bookings/payment.ts`), which opens the booking's room while its
 * access lasts; the seed's rooms keep the token their seeded bookings carry.
 */
import { isOnDemandAccessValid } from '@kurse/domain';
import type { Db, RoomRecord, Schemas } from '../db/types';

/** The paid booking of this room whose on-demand access carries `token`, if any. */
export function bookingOfRoomToken(
  db: Db,
  room: RoomRecord,
  token: string | null,
): Schemas['Booking'] | undefined {
  if (!token) return undefined;
  return db.bookings.find(
    (b) =>
      b.booking.status === 'paid' &&
      b.booking.onDemand?.roomId === room.room.id &&
      b.booking.onDemand?.roomToken === token,
  )?.booking;
}

/** True when the booking's on-demand access has ended (its room answers 410 for its token). */
export function roomAccessEnded(booking: Schemas['Booking'], now: Date): boolean {
  const access = booking.onDemand;
  if (!access) return true;
  return !isOnDemandAccessValid(
    { validDays: access.validDays ?? 0, validUntil: access.validUntil ?? null },
    now,
  );
}
