import { useStore, useStores } from '../state';

/**
 * The accepted password of a protected event in this visit (null while none), and how to record
 * one. Spec: transactions §2 Event booking page (a protected event asks for a password first), §7
 * POST /bookings (the booking carries the password).
 */
export function useEventPassword(
  eventId: number,
): [password: string | null, unlock: (password: string) => void] {
  const stores = useStores();
  const { eventPasswords } = useStore('booking');
  const unlock = (password: string) => {
    stores.booking.eventPasswords[eventId] = password;
  };
  return [eventPasswords[eventId] ?? null, unlock];
}
