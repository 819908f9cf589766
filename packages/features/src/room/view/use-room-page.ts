import type { RoomPage } from '@kurse/api-client';
import { roomPageQuery, selectRoomPage, type RoomPageSelection } from '@kurse/domain';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from '../../core';
import { routePath } from '../../course';
import { useAddressQuery } from '../../core';
import type { RoomAddress } from './use-room';

/** The `page` query of a query string, or null. */
export function pageQueryOf(search: string): string | null {
  return new URLSearchParams(search).get('page');
}

/** The address of a room page: the room's path with `?page=<1-based number>`. */
export function roomPageHref({ slug, id, roomToken }: RoomAddress, index: number): string {
  return routePath('room', { slug, id, roomToken }, { page: roomPageQuery(index) });
}

/** The shown page of a room and how to change it. */
export interface RoomPageChoice extends RoomPageSelection<RoomPage> {
  /** Goes to a page: the address gets its `?page=`, the page shows, focus moves to its heading. */
  goTo: (index: number) => void;
  /** Shows a page whose address a link already navigated to (focus moves to its heading). */
  show: (index: number) => void;
  /** The page heading, focused after every change of page. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The page of a room the address asks for (`?page=` by 1-based number or page id, domain
 * `selectRoomPage`), followed when the browser goes back or forward. `search` replaces the
 * address's query (stories). Spec: transactions §2 Room.
 *
 * Switching pages pushes a history entry through the app's navigate (not a replace): each page
 * is a place of its own that can be linked, reloaded and gone back to, as pages of a course are
 * read one after the other. An address naming no page is left as it is: the page-not-found
 * message shows with the first page until the customer picks a page.
 */
export function useRoomPage(
  pages: readonly RoomPage[],
  address: RoomAddress,
  search?: string,
): RoomPageChoice {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const moved = useRef(false);
  const [query, setQuery] = useAddressQuery(pageQueryOf, {
    search,
    onBrowse: () => {
      moved.current = true;
    },
  });

  const selection = selectRoomPage(pages, query);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    // After the control that changed the page is done with focus (a closing list returns it).
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [query]);

  const show = useCallback(
    (index: number) => {
      const next = roomPageQuery(index);
      if (next === query) return void headingRef.current?.focus();
      moved.current = true;
      setQuery(next);
    },
    [query],
  );
  const { slug, id, roomToken } = address;
  const goTo = useCallback(
    (index: number) => {
      show(index);
      navigate(roomPageHref({ slug, id, roomToken }, index));
    },
    [show, navigate, slug, id, roomToken],
  );
  return { ...selection, goTo, show, headingRef };
}
