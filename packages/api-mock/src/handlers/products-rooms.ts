/** Products and on-demand rooms (transactions §2 Room, New contract modal, §4 Room, §6, §7). */
import { bookingOfRoomToken, roomAccessEnded } from '../bookings/room-access';
import { findEvent, toId } from '../db/lookup';
import type { CustomerRecord, Db, RoomRecord, Schemas } from '../db/types';
import { fail, notFound, ok } from '../http/replies';
import { route } from '../http/route';

/** The customer's paid bookings of the room's event, newest payment first. */
function paidBookings(db: Db, room: RoomRecord, customer: CustomerRecord) {
  return db.bookings
    .filter(
      (b) =>
        b.customerId === customer.user.id &&
        b.booking.status === 'paid' &&
        b.booking.event?.id === room.eventId,
    )
    .map((b) => b.booking)
    .sort((a, b) => Date.parse(b.paidAt ?? '') - Date.parse(a.paidAt ?? ''));
}

/**
 * The room as this visitor has it: a logged-in customer's validity is that of their newest
 * booking of the room (domain `onDemandValidUntil`, as the on-demand tab shows it), so the
 * room's header and the tab agree; else that of the booking whose room token was sent;
 * otherwise the room's own.
 */
function roomFor(
  db: Db,
  room: RoomRecord,
  customer: CustomerRecord | null,
  byToken: Schemas['Booking'] | undefined,
) {
  const own = customer ? paidBookings(db, room, customer)[0]?.onDemand : undefined;
  const access = own ?? byToken?.onDemand;
  if (!access) return room.room;
  return { ...room.room, validDays: access.validDays, validUntil: access.validUntil };
}

/** Routes of products and rooms. */
export const productRoomRoutes = [
  route('getProduct', '/products/{id}', 'get', ({ ctx, params }) => {
    const id = toId(params.id);
    const product = ctx.db.products.find((p) => p.id === id);
    if (!product) return notFound('Product not found');
    const events = (product.events ?? []).map((e) => findEvent(ctx.db, e.id)?.event ?? e);
    return ok({ ...product, events: events.filter((e) => !e.hidden) });
  }),
  route('getRoom', '/rooms/{roomId}', 'get', ({ ctx, params, query, session }) => {
    const id = toId(params.roomId);
    const room = ctx.db.rooms.find((r) => r.room.id === id);
    if (!room) return notFound('Room not found');
    if (room.access === 'expired')
      return fail(410, 'Access to this room has expired.', 'access_expired');
    if (room.access === 'tooEarly')
      return fail(425, 'This content is not active yet.', 'not_yet_active');
    const login = fail(401, 'Please log in.', 'session_required');
    if (room.sessionRequired && !session) return login;
    const token = query.get('token');
    // The room's own token (the seed's), else the token of one paid booking (`room-access.ts`).
    const roomToken = token === room.token;
    const byToken = roomToken ? undefined : bookingOfRoomToken(ctx.db, room, token);
    const sessionOk = session !== null && paidBookings(ctx.db, room, session).length > 0;
    if (byToken && !sessionOk && roomAccessEnded(byToken, ctx.now())) {
      return fail(410, 'Access to this room has expired.', 'access_expired');
    }
    const tokenOk = roomToken || byToken !== undefined;
    return tokenOk || sessionOk ? ok(roomFor(ctx.db, room, session, byToken)) : login;
  }),
];
