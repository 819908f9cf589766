import type { ApiClient, Room } from '@kurse/api-client';
import { roomLoadOutcome, type RoomLoadOutcome } from '@kurse/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../core';
import { routePath } from '../../course';
import { reportError } from '../../core';
import { useStore } from '../../core';
import { checked } from '../../core';
import { roomShape } from '../../core';

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
 * Loads a room (`GET /rooms/{roomId}` with the room token as query `token`; the session token
 * goes along as the `Authorization` header) and again when the session changes, so logging in on
 * the 401 form opens the room. Every failed load is reported (`POST /err`), a cancelled one is not.
 * Spec: transactions §2 Room, §4 Room, §6, §7 GET /rooms/{roomId}, §8 Room errors.
 */
export function useRoom(address: RoomAddress): RoomLoad & { reload: () => void } {
  const { api } = useServices();
  const sessionToken = useStore('session').token;
  const [load, setLoad] = useState<RoomLoad>({ room: null, failure: null, loading: true });
  const [attempt, setAttempt] = useState(0);
  const { slug, id, roomToken } = address;

  useEffect(() => {
    const controller = new AbortController();
    setLoad((last) => ({ room: last.room, failure: null, loading: true }));
    void api
      .GET('/rooms/{roomId}', {
        params: { path: { roomId: Number(id) }, query: { token: roomToken } },
        signal: controller.signal,
      })
      .then(checked(roomShape))
      .then((result) => {
        if (result.ok) return setLoad({ room: result.data, failure: null, loading: false });
        if (result.error.kind === 'cancelled') return;
        reportFailedFetch(api, 'GET /rooms/{roomId}', { slug, id, roomToken }, result.error);
        setLoad({ room: null, failure: roomLoadOutcome(result.error.status), loading: false });
      });
    return () => controller.abort();
  }, [api, slug, id, roomToken, sessionToken, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...load, reload };
}
