/**
 * A session that runs out in the middle of a form: the one place the booking, contract, account
 * and waiting-list submits hand a refusal to. Spec: discovery §4 User session (a session the
 * server no longer accepts is cleared), transactions §8 Booking create, Contract errors.
 */
import { isSessionExpired } from '@kurse/domain';
import type { Stores } from '../state';
import { clearSession } from './actions';

/**
 * When the refusal means the stored session has expired (domain `isSessionExpired`: a 401 to a
 * request that carried the token, for no other reason): forgets the session, marks it expired
 * (the login shows the catalogue's "log in again" message) and opens the login. The form keeps
 * what was typed and shows the same message. Answers whether the session had expired.
 */
export function endExpiredSession(
  stores: Stores,
  answer: { status: number; code?: string | null },
  hadSession: boolean,
): boolean {
  if (!isSessionExpired(answer, hadSession)) return false;
  clearSession(stores);
  stores.session.expired = true;
  stores.ui.loginOpen = true;
  return true;
}
