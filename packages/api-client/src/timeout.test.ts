import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { isCancelled } from './result';
import { settle } from './settle';
import { DEFAULT_TIMEOUT_MS } from './timeout';
import { fakeFetch, json } from './test/fake-fetch';

const baseUrl = 'http://api.test/api';
const provider = { path: { id: 'yoga' } };

afterEach(() => {
  vi.useRealTimers();
});

describe('every call has a time limit (discovery §8, transactions §8: never an endless wait)', () => {
  it('ends a call that never answers as a network error after the limit', async () => {
    vi.useFakeTimers();
    const fake = fakeFetch('hang');
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    let settled = false;
    const pending = api.GET('/providers/{id}', { params: provider }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result).toEqual({
      ok: false,
      response: null,
      error: { kind: 'network', status: 0, code: null, message: null, fieldErrors: {} },
    });
    expect(isCancelled(result)).toBe(false);
    expect(fake.last().request.signal.aborted).toBe(true);
  });

  it('takes its limit from the options', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ baseUrl, fetch: fakeFetch('hang').fetch, timeoutMs: 500 });
    const pending = api.POST('/customers/login', {
      body: { customer: { email: 'a@b.de', password: 'x' } },
    });
    await vi.advanceTimersByTimeAsync(500);
    expect((await pending).ok).toBe(false);
  });

  it('also ends a fetch that ignores its signal (an in-process mock)', async () => {
    vi.useFakeTimers();
    const api = createApiClient({
      baseUrl,
      fetch: () => new Promise<Response>(() => undefined),
      timeoutMs: 100,
    });
    const pending = settle(api.raw.GET('/providers/{id}', { params: provider }));
    await vi.advanceTimersByTimeAsync(100);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it("keeps the caller's signal: aborting it cancels before the limit", async () => {
    const fake = fakeFetch('hang');
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    const controller = new AbortController();
    const pending = api.GET('/providers/{id}', { params: provider, signal: controller.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort();
    expect(isCancelled(await pending)).toBe(true);
  });

  it('lets an answer within the limit through, body and all', async () => {
    const api = createApiClient({
      baseUrl,
      fetch: fakeFetch(json(200, { id: 1, slug: 'yoga', name: 'Yoga' })).fetch,
      timeoutMs: 1000,
    });
    const result = await api.GET('/providers/{id}', { params: provider });
    expect(result.ok && result.data.name).toBe('Yoga');
  });
});
