import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { memoryStore } from './stores';
import { fakeFetch, json } from './test/fake-fetch';

const baseUrl = 'http://api.test/api';
const header = 'X-Device-Fingerprint';

describe('device fingerprint (discovery §6; contract "Device fingerprint")', () => {
  it('sends the stored fingerprint on profile, booking, contract and room calls', async () => {
    const fake = fakeFetch(json(200, {}));
    const api = createApiClient({
      baseUrl,
      fetch: fake.fetch,
      fingerprintStore: memoryStore('fp_1'),
    });
    await api.GET('/customers/me');
    await api.GET('/bookings/{id}', { params: { path: { id: 5 } } });
    await api.GET('/customers/product_contracts/{id}', { params: { path: { id: 3 } } });
    await api.GET('/rooms/{roomId}', { params: { path: { roomId: 9 }, query: { token: 't' } } });
    await api.POST('/customers/login', { body: { customer: { email: 'a@b.de', password: 'p' } } });
    expect(fake.requests.map((r) => r.request.headers.get(header))).toEqual([
      'fp_1',
      'fp_1',
      'fp_1',
      'fp_1',
      'fp_1',
    ]);
  });

  it('does not send it on public reads the contract does not list', async () => {
    const fake = fakeFetch(json(200, {}));
    const api = createApiClient({
      baseUrl,
      fetch: fake.fetch,
      fingerprintStore: memoryStore('fp_1'),
    });
    await api.GET('/providers/{id}', { params: { path: { id: 'yoga' } } });
    await api.GET('/search/all/', { params: { query: { term: 'yoga' } } });
    await api.GET('/courses/{courseId}', { params: { path: { courseId: 1 } } });
    expect(fake.requests.every((r) => !r.request.headers.has(header))).toBe(true);
  });

  it('sends nothing while no fingerprint is stored', async () => {
    const fake = fakeFetch(json(200, {}));
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    await api.GET('/customers/me');
    expect(fake.last().request.headers.has(header)).toBe(false);
  });

  it('replaces the stored value from any answer carrying the header, errors included', async () => {
    const fake = fakeFetch(
      json(200, {}, { [header]: 'fp_2' }),
      json(404, { status: 404, message: 'Not found' }, { [header]: 'fp_3' }),
      json(200, {}),
    );
    const fingerprintStore = memoryStore('fp_1');
    const api = createApiClient({ baseUrl, fetch: fake.fetch, fingerprintStore });
    await api.GET('/customers/bookings');
    expect(fingerprintStore.get()).toBe('fp_2');
    await api.GET('/bookings/{id}', { params: { path: { id: 1 } } });
    expect(fake.last().request.headers.get(header)).toBe('fp_2');
    expect(fingerprintStore.get()).toBe('fp_3');
    await api.GET('/customers/payments');
    expect(fake.last().request.headers.get(header)).toBe('fp_3');
    expect(fingerprintStore.get()).toBe('fp_3');
  });
});
