import { createApiClient, memoryStore } from '@kurse/api-client';
import { describe, expect, it, vi } from 'vitest';
import { siteLinks } from '../app/site-links';
import { harness } from '../test';
import { clearSession, restoreSession } from './actions';
import { login, logout, signup } from './sign-in';

const demo = { email: 'demo@kurse.example', password: 'kurse-demo' };

describe('login (discovery §4 User session, §5 Login)', () => {
  it('stores the user and the token from the answer header, then loads the applications', async () => {
    const { api, stores } = harness();
    expect(await login({ api, stores }, demo)).toBe('success');
    expect(stores.session.user?.email).toBe(demo.email);
    expect(stores.session.token).toMatch(/tok_/);
    expect(stores.session.login).toBe('success');
    expect(stores.waitingList.applications.length).toBeGreaterThan(0);
  });

  it('marks the attempt failed on a wrong password and stores nothing', async () => {
    const { api, stores } = harness();
    expect(await login({ api, stores }, { ...demo, password: 'falsch123' })).toBe('failed');
    expect(stores.session.login).toBe('failed');
    expect(stores.session.loginFailure).toBe('credentials');
    expect(stores.session.token).toBeNull();
    expect(stores.session.user).toBeNull();
  });

  it('posts the browser form with e-mail, password and token on a 300 answer', async () => {
    const { api, stores } = harness();
    const postForm = vi.fn();
    const sso = { email: 'sso@kurse.example', password: 'kurse-demo' };
    expect(await login({ api, stores, postForm }, sso)).toBe('redirect');
    expect(postForm).toHaveBeenCalledWith(
      expect.objectContaining({ ...sso, route: expect.any(String), token: expect.any(String) }),
    );
    expect(stores.session.user).toBeNull();
  });

  /** A login answered 300 with `route` (a hostile API chooses the form's action). */
  function answeredWith(route: string) {
    const { stores } = harness();
    const api = createApiClient({
      baseUrl: 'http://kurse.test/api',
      fetch: async () =>
        Response.json({ route, token: 'csrf-9' }, { status: 300, statusText: 'Multiple Choices' }),
      tokenStore: memoryStore(),
      fingerprintStore: memoryStore(),
    });
    return { api, stores, postForm: vi.fn(), links: siteLinks() };
  }

  it.each(['javascript:alert(1)', 'https://evil.example/collect', '//evil.example'])(
    'posts nothing and says login is unavailable when the 300 route is %s',
    async (route) => {
      const deps = answeredWith(route);
      expect(await login(deps, demo)).toBe('failed');
      expect(deps.postForm).not.toHaveBeenCalled();
      expect(deps.stores.session.login).toBe('failed');
      expect(deps.stores.session.loginFailure).toBe('unavailable');
    },
  );

  it('posts to an https route on the configured site host', async () => {
    const deps = answeredWith('https://www.kurse.example/users/sign_in');
    expect(await login(deps, demo)).toBe('redirect');
    expect(deps.postForm).toHaveBeenCalledWith({
      ...demo,
      route: 'https://www.kurse.example/users/sign_in',
      token: 'csrf-9',
    });
  });
});

describe('signup (discovery §3 payload, §5 Signup)', () => {
  it('creates the account and logs it in', async () => {
    const { api, stores } = harness();
    const ok = await signup(
      { api, stores },
      {
        firstName: 'Lena',
        lastName: 'Vogel',
        email: 'lena.vogel@example.org',
        password: 'sicher-123',
      },
    );
    expect(ok).toBe(true);
    expect(stores.session.user?.firstName).toBe('Lena');
    expect(stores.session.token).toMatch(/tok_/);
  });

  it('keeps the server field errors when the e-mail is taken', async () => {
    const { api, stores } = harness();
    const ok = await signup({ api, stores }, { firstName: 'D', lastName: 'E', ...demo });
    expect(ok).toBe(false);
    expect(stores.session.signup).toBe('failed');
    expect(stores.session.fieldErrors.email).toEqual({ kind: 'taken' });
  });
});

describe('logout and restore (discovery §4)', () => {
  it('logout clears the session, the current booking and the applications', async () => {
    const { api, stores } = harness();
    await login({ api, stores }, demo);
    stores.booking.current = { id: 1, status: 'created' } as never;
    await logout({ api, stores });
    expect(stores.session.user).toBeNull();
    expect(stores.session.token).toBeNull();
    expect(stores.booking.current).toBeNull();
    expect(stores.waitingList.applications).toEqual([]);
  });

  it('restores the user from the stored token on start, then loads the applications', async () => {
    const { api, stores } = harness();
    await login({ api, stores }, demo);
    // A reload keeps only what was persisted: the token and the user; the user is reloaded.
    stores.session.user = null;
    stores.waitingList.applications = [];
    await restoreSession({ api, stores });
    expect(stores.session).toMatchObject({ user: { email: demo.email } });
    expect(stores.waitingList.applications.length).toBeGreaterThan(0);
  });

  it('clears the stored session when the token is no longer valid', async () => {
    const { api, stores } = harness();
    stores.session.token = 'tok_expired';
    stores.session.user = { id: 1 } as never;
    await restoreSession({ api, stores });
    expect(stores.session.token).toBeNull();
    expect(stores.session.user).toBeNull();
    expect(stores.session.restoring).toBe(false);
  });

  it('does nothing without a token', async () => {
    const { api, stores } = harness();
    await restoreSession({ api, stores });
    expect(stores.session.user).toBeNull();
    clearSession(stores);
    expect(stores.waitingList.applications).toEqual([]);
  });
});
