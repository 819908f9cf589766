import { useStore, useStores } from '../../core';

/**
 * The accepted password of a protected event in this visit (null while none), how to record one,
 * and how to forget it again (the server refused it after all, so the gate asks anew). Spec:
 * transactions §2 Event booking page and New contract modal (a protected event asks for a password
 * first), §7 POST /bookings and /customers/product_contracts/ (the request carries the password).
 */
export function useEventPassword(
  eventId: number,
): [password: string | null, unlock: (password: string) => void, forget: () => void] {
  const stores = useStores();
  const { eventPasswords } = useStore('booking');
  const unlock = (password: string) => {
    stores.booking.eventPasswords[eventId] = password;
  };
  const forget = () => {
    const kept = Object.entries(stores.booking.eventPasswords).filter(
      ([id]) => id !== String(eventId),
    );
    stores.booking.eventPasswords = Object.fromEntries(kept);
  };
  return [eventPasswords[eventId] ?? null, unlock, forget];
}
