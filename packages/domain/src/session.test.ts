import { describe, expect, it } from 'vitest';
import { isSessionExpired } from './session';

describe('isSessionExpired (discovery §4; transactions §8 Booking create, Contract errors)', () => {
  it('a 401 to a request with a session token is an expired session', () => {
    expect(isSessionExpired({ status: 401, code: 'session_required' }, true)).toBe(true);
    expect(isSessionExpired({ status: 401 }, true)).toBe(true);
    expect(isSessionExpired({ status: 401, code: null }, true)).toBe(true);
  });

  it('the event password refused is not', () => {
    expect(isSessionExpired({ status: 401, code: 'wrong_password' }, true)).toBe(false);
  });

  it('nor a 401 without a session, nor other statuses', () => {
    expect(isSessionExpired({ status: 401, code: 'session_required' }, false)).toBe(false);
    expect(isSessionExpired({ status: 403 }, true)).toBe(false);
    expect(isSessionExpired({ status: 422 }, true)).toBe(false);
    expect(isSessionExpired({ status: 0 }, true)).toBe(false);
  });
});
