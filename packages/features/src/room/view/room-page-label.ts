import type { RoomPage } from '@kurse/api-client';

/** "3. Title": a room page's number before its title, as the page lists show it. */
export const roomPageLabel = (page: RoomPage, index: number): string =>
  `${index + 1}. ${page.title}`;
