/**
 * @kurse/api-client against the demo backend in Node: the client's middleware and error
 * normalisation over real HTTP to `createMockServer` (discovery §4, §6, §7, §8; transactions §8).
 */
import { createApiClient, memoryStore, trackingPixelUrl } from '@kurse/api-client';
import type { ApiClient } from '@kurse/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_NOW, FIXTURES } from '../src/seed';
import { createMockServer } from '../src/server';
import type { MockServer } from '../src/server';

const F = FIXTURES;
const NOW_MS = Date.parse(DEFAULT_SEED_NOW);
let server: MockServer;
let seen: string[];

beforeAll(async () => {
  server = await createMockServer({ port: 0, now: new Date(DEFAULT_SEED_NOW) });
});
afterAll(() => server.close());
afterEach(() => {
  server.api.reset();
});

function client(): ApiClient {
  seen = [];
  return createApiClient({
    baseUrl: `${server.url}/api`,
    now: () => NOW_MS,
    fetch: (request) => {
      seen.push(`${request.method} ${request.url}`);
      return fetch(request);
    },
  });
}

const demoLogin = {
  body: { customer: { email: F.customers.demo.email, password: F.customers.demo.password } },
};

describe('session and fingerprint middleware', () => {
  it('stores the token answered by login and sends it afterwards', async () => {
    const api = client();
    expect((await api.GET('/customers/me')).ok).toBe(false);
    const login = await api.POST('/customers/login', demoLogin);
    expect(login.ok).toBe(true);
    expect(api.tokenStore.get()).toMatch(/^Bearer tok_1_/);
    const me = await api.GET('/customers/me');
    expect(me.ok && me.data.id).toBe(F.customers.demo.id);
  });

  it('keeps the fingerprint the server issues and binds a guest booking to it', async () => {
    const api = client();
    expect(api.fingerprintStore.get()).toBeNull();
    const created = await api.POST('/bookings', {
      body: {
        booking: {
          eventId: F.events.block.id,
          priceOptionId: F.priceOptions.parentAndChild.id,
          participantsAttributes: [{ name: 'Mia' }],
        },
        customer: {
          firstName: 'G',
          lastName: 'Gast',
          email: 'g@example.org',
          street: 'A 1',
          postalCode: '1',
          city: 'Köln',
          country: 'DE',
        },
      },
    });
    const fingerprint = api.fingerprintStore.get();
    expect(fingerprint).toMatch(/^fp_/);
    if (!created.ok) throw new Error('booking failed');
    await api.GET('/providers/{id}', {
      params: { path: { id: F.providers.standardTemplate.slug } },
    });
    expect(api.fingerprintStore.get()).toBe(fingerprint);
    const loaded = await api.GET('/bookings/{id}', { params: { path: { id: created.data.id } } });
    expect(loaded.ok).toBe(true);
    const other = createApiClient({
      baseUrl: `${server.url}/api`,
      fingerprintStore: memoryStore('fp_other'),
    });
    const denied = await other.GET('/bookings/{id}', { params: { path: { id: created.data.id } } });
    expect(denied.ok || denied.error.status).toBe(401);
  });
});

describe('cache-busting', () => {
  it('adds the timestamp to the named reads only', async () => {
    const api = client();
    await api.GET('/courses/{courseId}', { params: { path: { courseId: F.courses.pushed.id } } });
    await api.GET('/providers/{id}', {
      params: { path: { id: F.providers.standardTemplate.slug } },
    });
    expect(seen[0]).toContain(`/api/courses/${F.courses.pushed.id}?_=${NOW_MS}`);
    expect(seen[1]).not.toContain('_=');
  });
});

describe('errors', () => {
  it('gives a cancelled result when the caller aborts', async () => {
    const api = client();
    server.api.scenarios.enable('search-slow');
    const controller = new AbortController();
    const pending = api.GET('/search/all/', {
      params: { query: { term: 'Yoga' } },
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const result = await pending;
    expect(!result.ok && result.error.kind).toBe('cancelled');
  });

  it('normalises 422 field errors and unwraps productContract', async () => {
    const api = client();
    const signup = await api.POST('/customers/signup', {
      body: {
        customer: {
          firstName: 'J',
          lastName: 'N',
          email: F.customers.demo.email,
          password: 'sicher123',
        },
      },
    });
    expect(signup.ok).toBe(false);
    if (signup.ok) return;
    expect(signup.error).toMatchObject({
      kind: 'http',
      status: 422,
      code: 'email_taken',
      fieldErrors: { email: ['has already been taken'] },
    });
    await api.POST('/customers/login', demoLogin);
    const contract = await api.POST('/customers/product_contracts/', {
      body: {
        productContract: { productId: F.products.plan.id, participantName: '' },
        customer: { firstName: 'J', lastName: 'N', email: F.customers.demo.email },
      },
    });
    expect(!contract.ok && contract.error.fieldErrors).toMatchObject({
      participantName: ["can't be blank"],
    });
  });

  it('answers the 300 login redirect as a redirect error with route and token', async () => {
    const api = client();
    const login = await api.POST('/customers/login', {
      body: {
        customer: {
          email: F.customers.loginRedirect.email,
          password: F.customers.loginRedirect.password,
        },
      },
    });
    expect(!login.ok && login.error).toMatchObject({
      kind: 'redirect',
      status: 300,
      route: '/users/sign_in',
      token: `csrf_${F.customers.loginRedirect.id}`,
    });
    expect(api.tokenStore.get()).toBeNull();
  });

  it('turns a dropped connection into a network error', async () => {
    const api = client();
    server.api.scenarios.enable('booking-no-response');
    const result = await api.POST('/bookings', {
      body: {
        booking: { eventId: 1, participantsAttributes: [{ name: 'A' }] },
        customer: { firstName: 'a', lastName: 'b', email: 'a@b.de' },
      },
    });
    expect(!result.ok && result.error.kind).toBe('network');
  });
});

describe('tracking and error reports', () => {
  it('reaches db.inbox.errorReports and records the pixel', async () => {
    const api = client();
    expect(await api.reportError('TypeError: boom', { route: '/me' })).toBe(true);
    expect(server.api.db.inbox.errorReports).toEqual([
      { message: 'TypeError: boom', data: { route: '/me' } },
    ]);
    const pixel = await fetch(trackingPixelUrl(api.baseUrl, 'c', F.courses.pushed.id, NOW_MS));
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect(server.api.db.inbox.views).toEqual([
      { kind: 'c', id: String(F.courses.pushed.id), ts: new Date(NOW_MS).toISOString() },
    ]);
  });

  it('looks a voucher up by its code', async () => {
    const api = client();
    const providerId =
      server.api.db.courses.find((c) => c.course.id === F.vouchers.percent.id)?.providerId ?? 0;
    const voucher = await api.getVoucher({
      providerId,
      courseId: F.vouchers.percent.id,
      code: ` ${F.vouchers.percent.code} `,
    });
    expect(voucher.ok && voucher.data.code).toBe(F.vouchers.percent.code);
  });
});
