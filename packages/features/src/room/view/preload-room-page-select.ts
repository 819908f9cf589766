import { isBelowTablet } from '@kurse/domain';

/** Loads the phone dropdown of the page list (`RoomPageSelect`, its own chunk). */
export const loadRoomPageSelect = () => import('./RoomPageSelect');

/** Starts loading the phone dropdown when the window is that narrow (call as the page loads). */
export function preloadRoomPageSelect(): void {
  if (typeof window !== 'undefined' && isBelowTablet(window.innerWidth)) void loadRoomPageSelect();
}
