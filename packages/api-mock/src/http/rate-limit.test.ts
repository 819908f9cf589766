/**
 * The rate limits (`db/limits.ts`): each limited operation answers 429 with `Retry-After` and the
 * contract's error body once its limit is full, and again normally when the window has passed on
 * the mock's clock; the login lock-out refuses the right password too.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/harness';
import type { Answer } from '../../test/harness';
import { NOW, tinyDb } from '../../test/tiny-db';
import { createMockApi } from '../api';
import type { MockApi } from '../api';
import { RATE_LIMITS } from '../db/limits';
import type { RateLimit } from '../db/limits';
import { CLIENT_HEADER, remember } from './rate-limit';

const MINUTE = 60_000;

/** A mock API over the tiny database whose clock the test moves. */
function clocked(options: { rateLimits?: boolean } = {}) {
  let time = NOW.getTime();
  const api = createMockApi({ db: tinyDb(), now: () => new Date(time), ...options });
  return {
    api,
    pass: (ms: number) => {
      time += ms;
    },
  };
}

const login = (api: MockApi, email: string, password: string, client?: string) =>
  call(api, 'POST', '/api/customers/login', {
    body: { customer: { email, password } },
    headers: client ? { [CLIENT_HEADER]: client } : {},
  });

/** Checks a 429 of the limits: `Retry-After` in seconds and the shared error body. */
function expectLimited(answer: Answer<Record<string, unknown>>, retryAfter: number) {
  expect(answer.status).toBe(429);
  expect(answer.headers.get('Retry-After')).toBe(String(retryAfter));
  expect(answer.body).toEqual({ status: 429, code: 'rate_limited', message: expect.any(String) });
}

describe('the login lock-out: 10 failed logins per e-mail in 15 minutes', () => {
  it('refuses the 11th login, the right password too, until the window has passed', async () => {
    const { api, pass } = clocked();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(api, 'anna@example.org', `falsch-${i}`)).status).toBe(401);
    }
    expectLimited(await login(api, 'anna@example.org', 'geheim123'), 900);
    expectLimited(await login(api, ' ANNA@example.org ', 'geheim123'), 900);
    pass(5 * MINUTE);
    expectLimited(await login(api, 'anna@example.org', 'geheim123'), 600);
    pass(10 * MINUTE);
    expect((await login(api, 'anna@example.org', 'geheim123')).status).toBe(200);
  });

  it('counts failures in a sliding window: the wait is until the oldest one leaves it', async () => {
    const { api, pass } = clocked();
    for (let i = 0; i < 10; i += 1) {
      await login(api, 'anna@example.org', 'falsch');
      pass(MINUTE);
    }
    // The first failure was 10 minutes ago: it leaves the window in 5.
    expectLimited(await login(api, 'anna@example.org', 'geheim123'), 300);
    pass(5 * MINUTE);
    expect((await login(api, 'anna@example.org', 'falsch')).status).toBe(401);
    // That failure fills the window again; the second-oldest leaves it in one minute.
    expectLimited(await login(api, 'anna@example.org', 'geheim123'), 60);
  });

  it('locks only that e-mail, and a successful login forgets its failures', async () => {
    const { api } = clocked();
    for (let i = 0; i < 9; i += 1) await login(api, 'anna@example.org', 'falsch');
    expect((await login(api, 'anna@example.org', 'geheim123')).status).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(api, 'anna@example.org', 'falsch')).status).toBe(401);
    }
    expect((await login(api, 'anna@example.org', 'falsch')).status).toBe(429);
    expect((await login(api, 'flagged@example.org', 'geheim123')).status).toBe(300);
  });

  it('refuses a client after 50 failed logins in 15 minutes, whatever the e-mails', async () => {
    const { api, pass } = clocked();
    for (let i = 0; i < 50; i += 1) {
      expect((await login(api, `wer-${i}@example.org`, 'falsch', '10.0.0.1')).status).toBe(401);
    }
    expectLimited(await login(api, 'anna@example.org', 'geheim123', '10.0.0.1'), 900);
    expect((await login(api, 'anna@example.org', 'geheim123', '10.0.0.2')).status).toBe(200);
    pass(15 * MINUTE);
    expect((await login(api, 'anna@example.org', 'geheim123', '10.0.0.1')).status).toBe(200);
  });
});

/** What varies between the requests that fill a limit, so that no other limit fills first. */
type Vary = 'email' | 'provider' | 'nothing';

/** A request of a limited operation; `i` varies what `vary` names. */
function request(operation: RateLimit['operation'], i: number, vary: Vary) {
  const email = vary === 'email' ? `person-${i}@example.org` : 'anna@example.org';
  const provider = vary === 'provider' ? `anbieter-${i}` : 'wasserratten';
  const customer = { firstName: 'Anna', lastName: 'Schmidt', email, password: 'geheim123' };
  switch (operation) {
    case 'signupCustomer':
      return { path: '/api/customers/signup', body: { customer } };
    case 'requestPasswordReset':
      return { path: '/api/customers/password', body: { customer: { email } } };
    case 'resendConfirmation':
      return { path: '/api/customers/confirmation', body: { customer: { email } } };
    case 'sendProviderMessage':
      return {
        path: `/api/providers/${provider}/messages`,
        body: { content: 'Gibt es noch Plätze?', customer: { firstName: 'Anna', email } },
      };
    case 'createProviderLead':
      return { path: '/api/providers/lead', body: { email, url: 'https://example.org' } };
    case 'createApplicant':
      return {
        path: '/api/providers/1/applicants',
        body: { eventId: 11, applicant: { name: 'Anna', email, participantCount: 1 } },
      };
    case 'createBooking':
      return { path: '/api/bookings', body: { eventId: 11 } };
    case 'reportError':
      return { path: '/api/err', body: { message: `Fehler ${i}` } };
    default:
      throw new Error(`No request for ${operation}`);
  }
}

/** A client limit varies the e-mail (or the provider), so that no e-mail or provider limit fills. */
function varyFor(limit: RateLimit): Vary {
  if (limit.per !== 'client') return 'nothing';
  return limit.operation === 'sendProviderMessage' ? 'provider' : 'email';
}

/** Sends a limit's operation `max` times from one client, varied so only this limit fills. */
async function fill(api: MockApi, limit: RateLimit, client = '10.0.0.1') {
  const headers = { [CLIENT_HEADER]: client };
  const vary = varyFor(limit);
  const statuses: number[] = [];
  for (let i = 0; i < limit.max; i += 1) {
    const { path, body } = request(limit.operation, i, vary);
    statuses.push((await call(api, 'POST', path, { body, headers })).status);
  }
  const next = request(limit.operation, limit.max, vary);
  return { statuses, next: () => call(api, 'POST', next.path, { body: next.body, headers }) };
}

const everyAnswer = RATE_LIMITS.filter((l) => l.counts === 'every');

describe.each(everyAnswer)('$operation: $max per $per', (limit) => {
  it('answers below the limit, 429 with Retry-After above it, normally again after the window', async () => {
    const { api, pass } = clocked();
    const { statuses, next } = await fill(api, limit);
    expect(statuses).not.toContain(429);
    expectLimited(await next(), limit.windowMs / 1000);
    pass(limit.windowMs - 1000);
    expectLimited(await next(), 1);
    pass(1000);
    expect((await next()).status).not.toBe(429);
  });

  it('answers normally with the limits off', async () => {
    const { api } = clocked({ rateLimits: false });
    const { next } = await fill(api, limit);
    expect((await next()).status).not.toBe(429);
  });
});

describe('keys and reset', () => {
  it('counts a client limit per client address', async () => {
    const { api } = clocked();
    const limit = RATE_LIMITS.find((l) => l.operation === 'reportError');
    if (!limit) throw new Error('reportError has no limit');
    const { next } = await fill(api, limit, '10.0.0.1');
    expect((await next()).status).toBe(429);
    const other = await call(api, 'POST', '/api/err', {
      body: { message: 'Fehler' },
      headers: { [CLIENT_HEADER]: '10.0.0.2' },
    });
    expect(other.status).toBe(204);
  });

  it('counts contact messages per provider, whether named by id or by slug', async () => {
    const { api } = clocked();
    const send = (provider: string) =>
      call(api, 'POST', `/api/providers/${provider}/messages`, {
        body: { content: 'Hallo', customer: { firstName: 'Anna', email: 'anna@example.org' } },
      });
    for (let i = 0; i < 5; i += 1) expect((await send('wasserratten')).status).toBe(204);
    for (let i = 0; i < 5; i += 1) expect((await send('1')).status).toBe(204);
    expect((await send('wasserratten')).status).toBe(429);
  });

  it('keeps at most a number of keys, forgetting the least recently used', () => {
    const counts = new Map<string, number[]>();
    remember(counts, 'a', [1], 2);
    remember(counts, 'b', [2], 2);
    remember(counts, 'a', [1, 3], 2);
    remember(counts, 'c', [4], 2);
    expect([...counts]).toEqual([
      ['a', [1, 3]],
      ['c', [4]],
    ]);
  });

  it('forgets every count on reset', async () => {
    const { api } = clocked();
    for (let i = 0; i < 10; i += 1) await login(api, 'anna@example.org', 'falsch');
    expect((await login(api, 'anna@example.org', 'geheim123')).status).toBe(429);
    api.reset();
    expect((await login(api, 'anna@example.org', 'geheim123')).status).toBe(200);
  });
});

describe('the login-locked scenario', () => {
  it('answers 429 with Retry-After 600 for the right password', async () => {
    const api = createMockApi({ db: tinyDb(), now: NOW, scenarios: ['login-locked'] });
    expectLimited(await login(api, 'anna@example.org', 'geheim123'), 600);
  });
});
