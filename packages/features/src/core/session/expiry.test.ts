import { describe, expect, it } from 'vitest';
import { createStores } from '../state';
import { endExpiredSession } from './expiry';

const loggedIn = () => {
  const stores = createStores({ now: () => new Date('2026-11-23T10:00:00+01:00') });
  stores.session.token = 'tok_1';
  return stores;
};

describe('endExpiredSession (discovery §4 User session: a session the server refuses is cleared)', () => {
  it('clears a refused session, marks it expired and opens the login', () => {
    const stores = loggedIn();
    expect(endExpiredSession(stores, { status: 401, code: 'session_required' }, true)).toBe(true);
    expect(stores.session.token).toBeNull();
    expect(stores.session.expired).toBe(true);
    expect(stores.ui.loginOpen).toBe(true);
  });

  it('leaves the session alone for a wrong password, another status or a guest', () => {
    for (const [answer, hadSession] of [
      [{ status: 401, code: 'wrong_password' }, true],
      [{ status: 422, code: null }, true],
      [{ status: 401, code: null }, false],
    ] as const) {
      const stores = loggedIn();
      expect(endExpiredSession(stores, answer, hadSession)).toBe(false);
      expect(stores.session.token).toBe('tok_1');
      expect(stores.ui.loginOpen).toBe(false);
    }
  });
});
