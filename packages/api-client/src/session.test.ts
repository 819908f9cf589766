import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { memoryStore, storageStore } from './stores';
import { empty, fakeFetch, json } from './test/fake-fetch';

const baseUrl = 'http://api.test/api';
const user = { id: 7, email: 'anna@example.org', firstName: 'Anna', lastName: 'Schmidt' };
const login = { body: { customer: { email: 'anna@example.org', password: 'geheim123' } } };

describe('session token (discovery §4 User session, §6)', () => {
  it('sends no Authorization header while no token is stored', async () => {
    const fake = fakeFetch(json(200, {}));
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    await api.GET('/providers/{id}', { params: { path: { id: 'yoga' } } });
    expect(fake.last().request.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token unchanged on every call', async () => {
    const fake = fakeFetch(json(200, {}));
    const tokenStore = memoryStore('Bearer abc.def');
    const api = createApiClient({ baseUrl, fetch: fake.fetch, tokenStore });
    await api.GET('/customers/me');
    await api.POST('/err', { body: { message: 'x' } });
    expect(fake.requests.map((r) => r.request.headers.get('Authorization'))).toEqual([
      'Bearer abc.def',
      'Bearer abc.def',
    ]);
  });

  it('keeps an Authorization header the caller set', async () => {
    const fake = fakeFetch(json(200, {}));
    const api = createApiClient({ baseUrl, fetch: fake.fetch, tokenStore: memoryStore('stored') });
    await api.GET('/customers/me', { headers: { Authorization: 'explicit' } });
    expect(fake.last().request.headers.get('Authorization')).toBe('explicit');
  });

  it('stores the token of a successful login and sends it on the next call', async () => {
    const fake = fakeFetch(json(200, user, { Authorization: 'Bearer fresh' }), json(200, user));
    const tokenStore = memoryStore();
    const api = createApiClient({ baseUrl, fetch: fake.fetch, tokenStore });
    const result = await api.POST('/customers/login', login);
    expect(result.ok).toBe(true);
    expect(tokenStore.get()).toBe('Bearer fresh');
    await api.GET('/customers/me');
    expect(fake.last().request.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('stores the token of a successful signup', async () => {
    const fake = fakeFetch(json(201, user, { Authorization: 'Bearer new-account' }));
    const tokenStore = memoryStore('Bearer old');
    const api = createApiClient({ baseUrl, fetch: fake.fetch, tokenStore });
    await api.POST('/customers/signup', {
      body: {
        customer: {
          firstName: 'Anna',
          lastName: 'S',
          email: 'a@example.org',
          password: 'x'.repeat(8),
        },
      },
    });
    expect(tokenStore.get()).toBe('Bearer new-account');
  });

  it('ignores Authorization headers of failed logins and of other calls', async () => {
    const fake = fakeFetch(
      json(401, { status: 401, code: 'session_required' }, { Authorization: 'Bearer bad' }),
      json(200, user, { Authorization: 'Bearer other' }),
    );
    const tokenStore = memoryStore('Bearer kept');
    const api = createApiClient({ baseUrl, fetch: fake.fetch, tokenStore });
    await api.POST('/customers/login', login);
    await api.GET('/customers/me');
    expect(tokenStore.get()).toBe('Bearer kept');
  });

  it('leaves the token alone when a login answer has no Authorization header', async () => {
    const fake = fakeFetch(json(200, user));
    const tokenStore = memoryStore('Bearer kept');
    const api = createApiClient({ baseUrl, fetch: fake.fetch, tokenStore });
    await api.POST('/customers/login', login);
    expect(tokenStore.get()).toBe('Bearer kept');
  });

  it('persists the token through a storage-backed store', async () => {
    const fake = fakeFetch(json(200, user, { Authorization: 'Bearer saved' }), empty());
    const storage = new Map<string, string>();
    const webStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    const first = createApiClient({
      baseUrl,
      fetch: fake.fetch,
      tokenStore: storageStore(webStorage, 'kurse.token'),
    });
    await first.POST('/customers/login', login);
    expect(storage.get('kurse.token')).toBe('Bearer saved');
    const second = createApiClient({
      baseUrl,
      fetch: fake.fetch,
      tokenStore: storageStore(webStorage, 'kurse.token'),
    });
    await second.DELETE('/customers/logout');
    expect(fake.last().request.headers.get('Authorization')).toBe('Bearer saved');
  });
});
