import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { isCancelled } from './result';
import { fakeFetch, json } from './test/fake-fetch';

const baseUrl = 'http://api.test/api';
const provider = { path: { id: 'yoga' } };

describe('outcome of a call without an answer (discovery §4, §8: cancelled searches)', () => {
  it('answers a network failure as status 0, kind network, without a response', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch('network').fetch });
    const result = await api.GET('/providers/{id}', { params: provider });
    expect(result).toEqual({
      ok: false,
      response: null,
      error: { kind: 'network', status: 0, code: null, message: null, fieldErrors: {} },
    });
    expect(isCancelled(result)).toBe(false);
  });

  it('answers an abort during the call as cancelled', async () => {
    const fake = fakeFetch('hang');
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    const controller = new AbortController();
    const pending = api.GET('/search/all/', { params: { query: {} }, signal: controller.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort();
    const result = await pending;
    expect(isCancelled(result)).toBe(true);
    expect(result).toMatchObject({
      ok: false,
      response: null,
      error: { kind: 'cancelled', status: 0 },
    });
  });

  it('answers a call made with an already aborted signal as cancelled', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch(json(200, {})).fetch });
    const result = await api.GET('/providers/{id}', {
      params: provider,
      signal: AbortSignal.abort(),
    });
    expect(isCancelled(result)).toBe(true);
  });

  it('counts a timeout signal as a network failure, not a cancel', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch('hang').fetch });
    const result = await api.GET('/providers/{id}', {
      params: provider,
      signal: AbortSignal.timeout(5),
    });
    expect(result.ok ? null : result.error.kind).toBe('network');
  });

  it('cancels through the real fetch as well (Node undici)', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9/api' });
    const result = await api.GET('/providers/{id}', {
      params: provider,
      signal: AbortSignal.abort(),
    });
    expect(isCancelled(result)).toBe(true);
  });

  it('answers an unreadable success body as a network failure instead of throwing', async () => {
    const answer = new Response('{not json', { status: 200 });
    const api = createApiClient({ baseUrl, fetch: fakeFetch(answer).fetch });
    const result = await api.GET('/providers/{id}', { params: provider });
    expect(result.ok ? null : result.error.kind).toBe('network');
  });
});
