import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient } from './client';
import type { ApiResult } from './result';
import { settle } from './settle';
import { memoryStore } from './stores';
import { empty, fakeFetch, json } from './test/fake-fetch';
import type { Provider, User, Voucher } from './types';

const baseUrl = 'http://api.test/api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createApiClient', () => {
  it('defaults to /api and trims trailing slashes of the base URL', () => {
    expect(createApiClient().baseUrl).toBe('/api');
    expect(createApiClient({ baseUrl: 'http://api.test/api//' }).baseUrl).toBe(baseUrl);
  });

  it('builds URLs under the base URL with openapi-fetch path and query serialisation', async () => {
    const fake = fakeFetch(json(200, {}));
    const api = createApiClient({ baseUrl: `${baseUrl}/`, fetch: fake.fetch });
    await api.GET('/search/all/', {
      params: { query: { term: 'yoga', age_groups: ['baby', 'child'], countries: ['DE', 'AT'] } },
    });
    expect(fake.last().request.url).toBe(
      `${baseUrl}/search/all/?term=yoga&age_groups=baby&age_groups=child&countries=DE,AT`,
    );
  });

  it('leaves out empty and missing query values', async () => {
    const fake = fakeFetch(json(200, {}));
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    await api.GET('/geo/geocode', { params: { query: { q: 'Köln', countries: [] } } });
    await api.GET('/search/all/', { params: { query: { max_price: null, age_groups: [] } } });
    expect(fake.requests.map((r) => r.request.url)).toEqual([
      `${baseUrl}/geo/geocode?q=K%C3%B6ln`,
      `${baseUrl}/search/all/`,
    ]);
  });

  it('looks the global fetch up on every call, so a later stub (e.g. MSW) is used', async () => {
    const api = createApiClient({ baseUrl });
    const fake = fakeFetch(json(200, { id: 1 }));
    vi.stubGlobal('fetch', fake.fetch);
    const result = await api.GET('/providers/{id}', { params: { path: { id: '1' } } });
    expect(result.ok).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('uses Date.now for the cache-busting timestamp by default', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1234);
    const fake = fakeFetch(json(200, {}));
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    await api.GET('/customers/me');
    expect(fake.last().url.searchParams.get('_')).toBe('1234');
  });

  it('exposes its stores and shares the middleware with the raw client', async () => {
    const tokenStore = memoryStore('Bearer t');
    const fake = fakeFetch(json(200, {}, { 'X-Device-Fingerprint': 'fp_9' }));
    const api = createApiClient({ baseUrl, fetch: fake.fetch, tokenStore, now: () => 5 });
    expect(api.tokenStore).toBe(tokenStore);
    const result = await settle(api.raw.GET('/customers/me'));
    expect(result.ok).toBe(true);
    expect(fake.last().request.headers.get('Authorization')).toBe('Bearer t');
    expect(fake.last().url.searchParams.get('_')).toBe('5');
    expect(api.fingerprintStore.get()).toBe('fp_9');
  });

  it('settle turns a throwing raw call into a network failure', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch('network').fetch });
    await expect(api.raw.GET('/customers/me')).rejects.toThrow('fetch failed');
    const result = await settle(api.raw.GET('/customers/me'));
    expect(result.ok ? null : result.error.status).toBe(0);
  });

  it('keeps openapi-fetch typing for paths, params, bodies and data', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch(empty()).fetch });
    const call = () => api.GET('/providers/{id}', { params: { path: { id: 'yoga' } } });
    expectTypeOf(call).returns.resolves.toEqualTypeOf<ApiResult<Provider>>();
    const me = () => api.GET('/customers/me');
    expectTypeOf(me).returns.resolves.toEqualTypeOf<ApiResult<User>>();
    expectTypeOf(api.getVoucher).returns.resolves.toEqualTypeOf<ApiResult<Voucher>>();
    const typeErrors = [
      // @ts-expect-error unknown path
      () => api.GET('/providers/{id}/nothing'),
      // @ts-expect-error the path parameter is required
      () => api.GET('/providers/{id}'),
      // @ts-expect-error courseId is a number
      () => api.GET('/courses/{courseId}', { params: { path: { courseId: 'x' } } }),
      // @ts-expect-error login needs a body
      () => api.POST('/customers/login'),
      // @ts-expect-error no PUT on this path
      () => api.PUT('/providers/{id}', { params: { path: { id: 'x' } } }),
    ];
    expect(typeErrors).toHaveLength(5);
  });
});
