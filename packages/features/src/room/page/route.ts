import type { Room } from '@kurse/api-client';
import { statusOf, type RouteModule } from '../../core';
import { roomRead } from '../view/use-room';
import { RoomPage, namespaces } from '.';

/**
 * The route of `room`: the room as a visitor without a session reads it (the server has none; a
 * logged-in customer's page reads it anew with the session). A 404 is not found; any other
 * failure (the login a room asks for included) is the page's to show.
 */
export const roomRoute = {
  namespaces,
  load: async ({ params, read }) => {
    const address = {
      slug: params.slug ?? '',
      id: params.id ?? '',
      roomToken: params.roomToken ?? '',
    };
    const settled = await read(roomRead(address, null));
    return { status: statusOf(settled), data: settled.ok ? settled.data : undefined };
  },
  head: (loaded, LL) => ({ title: (loaded.data as Room | undefined)?.name ?? LL.rooms.title() }),
  Page: RoomPage,
} satisfies RouteModule;
