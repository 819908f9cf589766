import type { ApiClient, Room } from '@kurse/api-client';
import { roomLoadOutcome, type RoomLoadOutcome } from '@kurse/domain';
import { useCallback, useMemo, useState } from 'react';
import {
  checkAnswer,
  readsOf,
  reportError,
  roomShape,
  useRead,
  useServices,
  useStore,
  type Read,
} from '../../core';
import { routePath } from '../../course';

/** Where a room is: the route's parameters. */
export interface RoomAddress {
  slug: string;
  id: string;
  roomToken: string;
}

/**
 * A room as loaded so far. While it loads again (reload, login) the room loaded before stays, so
 * the page the customer is on stays on screen.
 */
export interface RoomLoad {
  room: Room | null;
  /** Why the last load failed (domain `roomLoadOutcome`), or null. */
  failure: RoomLoadOutcome | null;
  loading: boolean;
}

/** The address of a room with its token left out, for error reports (the token grants access). */
export function redactedRoomPath({ slug, id }: RoomAddress): string {
  return routePath('room', { slug, id, roomToken: 'redacted' });
}

/** Reports a failed room or video fetch; the address in the report carries no room token. */
export function reportFailedFetch(
  api: Pick<ApiClient, 'reportError'>,
  what: string,
  address: RoomAddress,
  error: { status: number; code?: string | null },
): void {
  const failure = new Error(`${what} failed with status ${error.status}`);
  void reportError(api, failure, {
    source: 'room',
    status: error.status,
    code: error.code ?? null,
    url: redactedRoomPath(address),
  });
}

/**
 * The read of a room (`GET /rooms/{roomId}` with the room token as query `token`; the session
 * token goes along as the `Authorization` header, so the answer is the customer's: `customer`, the
 * session user's id or null, is part of the key and a login or logout reads anew). Every failed
 * read is reported (`POST /err`, the address without its token), a cancelled one is not.
 * Spec: transactions §2 Room, §4 Room, §6, §7 GET /rooms/{roomId}, §8 Room errors.
 */
export const roomRead = (address: RoomAddress, customer: number | null): Read<Room> => ({
  key: `/rooms/${address.id}?token=${encodeURIComponent(address.roomToken)}#customer=${customer ?? ''}`,
  fetch: async (api, signal) => {
    const result = checkAnswer(
      await api.GET('/rooms/{roomId}', {
        params: { path: { roomId: Number(address.id) }, query: { token: address.roomToken } },
        signal,
      }),
      roomShape,
    );
    if (!result.ok && result.error.kind !== 'cancelled') {
      reportFailedFetch(api, 'GET /rooms/{roomId}', address, result.error);
    }
    return result;
  },
  shape: roomShape,
});

/**
 * Loads a room ({@link roomRead}) and again when the session changes, so logging in on the 401
 * form opens the room; `reload` reads it anew. While it loads again the room loaded before stays.
 */
export function useRoom(address: RoomAddress): RoomLoad & { reload: () => void } {
  const services = useServices();
  const customer = useStore('session').user?.id ?? null;
  const { slug, id, roomToken } = address;
  const read = useMemo(
    () => roomRead({ slug, id, roomToken }, customer),
    [slug, id, roomToken, customer],
  );
  const state = useRead(read);
  const [last, setLast] = useState<Room | null>(null);
  const room = state.status === 'ready' ? state.data : null;
  if (room && room !== last) setLast(room);
  if (state.status === 'failed' && last !== null) setLast(null);

  const reload = useCallback(() => {
    const reads = readsOf(services);
    reads.invalidate(read.key);
    void reads.fetch(read);
  }, [services, read]);

  if (state.status === 'ready') return { room: state.data, failure: null, loading: false, reload };
  if (state.status === 'failed') {
    return { room: null, failure: roomLoadOutcome(state.error.status), loading: false, reload };
  }
  return { room: last, failure: null, loading: true, reload };
}
