import { useStore, useStores } from '../state';

/**
 * Whether the password of a protected event was accepted in this visit, and how to record it.
 * Spec: transactions §2 Event booking page (a protected event asks for a password first).
 */
export function useUnlocked(eventId: number): [unlocked: boolean, unlock: () => void] {
  const stores = useStores();
  const { unlockedEvents } = useStore('booking');
  const unlock = () => {
    const list = stores.booking.unlockedEvents;
    if (!list.includes(eventId)) list.push(eventId);
  };
  return [unlockedEvents.includes(eventId), unlock];
}
