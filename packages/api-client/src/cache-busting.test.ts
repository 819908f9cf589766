import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { fakeFetch, json } from './test/fake-fetch';

const baseUrl = 'http://api.test/api';
const now = () => 1767225600000;

function client() {
  const fake = fakeFetch(json(200, {}));
  return { fake, api: createApiClient({ baseUrl, fetch: fake.fetch, now }) };
}

describe('cache-busting timestamp (discovery §7; contract "Cache-busting")', () => {
  it('adds _=<now> to every read the contract names', async () => {
    const { fake, api } = client();
    await api.GET('/customers/me');
    await api.GET('/customers/bookings');
    await api.GET('/customers/applications');
    await api.GET('/customers/payments');
    await api.GET('/customers/product_contracts');
    await api.GET('/customers/product_contracts/{id}', { params: { path: { id: 4 } } });
    await api.GET('/bookings/{id}', { params: { path: { id: 5 } } });
    await api.GET('/courses', { params: { query: { provider_id: 'yoga' } } });
    await api.GET('/courses/{courseId}', { params: { path: { courseId: 6 } } });
    expect(fake.requests.map((r) => `${r.url.pathname} ${r.url.searchParams.get('_')}`)).toEqual([
      '/api/customers/me 1767225600000',
      '/api/customers/bookings 1767225600000',
      '/api/customers/applications 1767225600000',
      '/api/customers/payments 1767225600000',
      '/api/customers/product_contracts 1767225600000',
      '/api/customers/product_contracts/4 1767225600000',
      '/api/bookings/5 1767225600000',
      '/api/courses 1767225600000',
      '/api/courses/6 1767225600000',
    ]);
  });

  it('adds nothing to other reads or to writes on the same paths', async () => {
    const { fake, api } = client();
    await api.GET('/providers/{id}', { params: { path: { id: 'yoga' } } });
    await api.GET('/courses/{courseId}/recommendations', { params: { path: { courseId: 1 } } });
    await api.GET('/search/all/', { params: { query: { term: 'yoga' } } });
    await api.GET('/bookings/{id}/validate', { params: { path: { id: 1 } } });
    await api.DELETE('/customers/product_contracts/{id}', { params: { path: { id: 4 } } });
    await api.PUT('/customers/{id}', {
      params: { path: { id: 1 } },
      body: { customer: { firstName: 'Anna' } },
    });
    expect(fake.requests.filter((r) => r.url.searchParams.has('_'))).toEqual([]);
  });

  it('keeps the other query parameters as openapi-fetch encoded them', async () => {
    const { fake, api } = client();
    await api.GET('/courses/{courseId}', {
      params: { path: { courseId: 6 }, query: { token: 'a b,c' } },
    });
    expect(fake.last().request.url).toBe(
      'http://api.test/api/courses/6?token=a%20b%2Cc&_=1767225600000',
    );
  });

  it('keeps a timestamp the caller passed', async () => {
    const { fake, api } = client();
    await api.GET('/customers/me', { params: { query: { _: 42 } } });
    expect(fake.last().url.searchParams.getAll('_')).toEqual(['42']);
  });

  it('takes the time from the clock option on every call', async () => {
    const fake = fakeFetch(json(200, {}));
    let time = 1000;
    const api = createApiClient({ baseUrl, fetch: fake.fetch, now: () => (time += 1) });
    await api.GET('/customers/me');
    await api.GET('/customers/me');
    expect(fake.requests.map((r) => r.url.searchParams.get('_'))).toEqual(['1001', '1002']);
  });

  it('keeps method, headers and signal of the stamped request', async () => {
    const fake = fakeFetch('hang');
    const controller = new AbortController();
    const api = createApiClient({ baseUrl, fetch: fake.fetch, now });
    const pending = api.GET('/customers/me', {
      headers: { 'Accept-Language': 'de' },
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.last().request.signal.aborted).toBe(false);
    controller.abort();
    const result = await pending;
    expect(fake.last().request.method).toBe('GET');
    expect(fake.last().request.headers.get('Accept-Language')).toBe('de');
    expect(result.ok ? 'ok' : result.error.kind).toBe('cancelled');
  });
});
