import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { memoryStore } from './stores';
import { empty, fakeFetch, json } from './test/fake-fetch';

const baseUrl = 'http://api.test/api';

describe('reportError (discovery §7 POST /err)', () => {
  it('posts message and data as JSON with the session token, resolving true on 204', async () => {
    const fake = fakeFetch(empty(204));
    const api = createApiClient({
      baseUrl,
      fetch: fake.fetch,
      tokenStore: memoryStore('Bearer t'),
    });
    await expect(api.reportError('TypeError: x is undefined', { route: '/me' })).resolves.toBe(
      true,
    );
    const { request, url, body } = fake.last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/err');
    expect(request.headers.get('Authorization')).toBe('Bearer t');
    expect(JSON.parse(body)).toEqual({
      message: 'TypeError: x is undefined',
      data: { route: '/me' },
    });
  });

  it('sends data null when none is given', async () => {
    const fake = fakeFetch(empty(204));
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    await api.reportError('boom');
    expect(JSON.parse(fake.last().body)).toEqual({ message: 'boom', data: null });
  });

  it('resolves false on an error answer', async () => {
    const fake = fakeFetch(json(429, { status: 429, code: 'rate_limited' }));
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    await expect(api.reportError('boom')).resolves.toBe(false);
  });

  it('resolves false on a network failure', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch('network').fetch });
    await expect(api.reportError('boom')).resolves.toBe(false);
  });

  it('never throws, even for data that cannot be serialised or a fetch that throws at once', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const fake = fakeFetch(empty(204));
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    await expect(api.reportError('boom', circular)).resolves.toBe(false);
    await expect(api.reportError('big', { n: 10n })).resolves.toBe(false);
    expect(fake.requests).toHaveLength(0);
    const throwing = createApiClient({
      baseUrl,
      fetch: () => {
        throw new Error('synchronous failure');
      },
    });
    await expect(throwing.reportError('boom')).resolves.toBe(false);
  });

  it('never throws for a message whose conversion to text throws', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch(empty(204)).fetch });
    const hostile = {
      toString() {
        throw new Error('no text');
      },
    };
    await expect(api.reportError(hostile as unknown as string)).resolves.toBe(false);
  });

  it('never throws with an invalid base URL', async () => {
    const api = createApiClient({ baseUrl: 'http://[bad' });
    await expect(api.reportError('boom')).resolves.toBe(false);
  });
});
