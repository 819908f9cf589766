import type { ApiClient, ApiResult } from '@kurse/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { harness } from '../test';
import { FRESH_MS, Reads, type Read } from './reads';

const api = {} as ApiClient;
const named = v.object({ name: v.string() });

/** A read whose answers the test hands out one by one; counts calls and sees their signals. */
function controlled(key = 'k', fresh?: number) {
  const calls: { signal: AbortSignal; answer: (result: ApiResult<unknown>) => void }[] = [];
  const read: Read<{ name: string }> = {
    key,
    fresh,
    shape: named,
    fetch: (_api, signal) =>
      new Promise((resolve) => {
        const call = { signal, answer: resolve };
        calls.push(call);
        signal.addEventListener('abort', () =>
          resolve({
            ok: false,
            response: null,
            error: { kind: 'cancelled', status: 0, code: null, message: null, fieldErrors: {} },
          }),
        );
      }),
  };
  const ok = (data: unknown): ApiResult<unknown> => ({
    ok: true,
    data,
    response: new Response(),
  });
  return { read, calls, ok };
}

describe('the loader runtime (Reads)', () => {
  it('shares one request between every caller of the same read', async () => {
    const reads = new Reads(api);
    const { read, calls, ok } = controlled();
    const first = reads.fetch(read);
    const second = reads.fetch(read);
    expect(calls).toHaveLength(1);
    calls[0]?.answer(ok({ name: 'Babyschwimmen' }));
    expect(await first).toMatchObject({ ok: true, data: { name: 'Babyschwimmen' } });
    expect(await second).toBe(await first);
    expect(reads.peek(read)).toMatchObject({ ok: true });
  });

  it('aborts a request once every caller waiting for it has given up, and starts afresh after', async () => {
    const reads = new Reads(api);
    const { read, calls, ok } = controlled();
    const a = new AbortController();
    const b = new AbortController();
    void reads.fetch(read, a.signal);
    void reads.fetch(read, b.signal);
    a.abort();
    expect(calls[0]?.signal.aborted).toBe(false);
    b.abort();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(reads.isRunning(read)).toBe(false);
    const again = reads.fetch(read);
    expect(calls).toHaveLength(2);
    calls[1]?.answer(ok({ name: 'Ballett' }));
    expect(await again).toMatchObject({ ok: true, data: { name: 'Ballett' } });
  });

  it('keeps the last answer when a request is cancelled', async () => {
    const reads = new Reads(api, { now: () => 0 });
    const { read, calls, ok } = controlled();
    const first = reads.fetch(read);
    calls[0]?.answer(ok({ name: 'Yoga' }));
    await first;
    const leave = new AbortController();
    const cancelled = reads.fetch(read, leave.signal);
    leave.abort();
    await cancelled;
    expect(reads.peek(read)).toMatchObject({ ok: true, data: { name: 'Yoga' } });
  });

  it('turns an answer of the wrong shape into a failure without an answer (discovery §8)', async () => {
    const reads = new Reads(api);
    const { read, calls, ok } = controlled();
    const settled = reads.fetch(read);
    calls[0]?.answer(ok({ title: 'no name' }));
    expect(await settled).toMatchObject({ ok: false, error: { kind: 'network', status: 0 } });
  });

  it('counts an answer as fresh for the read’s time, and a failure never', async () => {
    let now = 1_000;
    const reads = new Reads(api, { now: () => now });
    const { read, calls, ok } = controlled('k', 5_000);
    expect(reads.isStale(read)).toBe(true);
    const first = reads.fetch(read);
    calls[0]?.answer(ok({ name: 'Turnen' }));
    await first;
    now += 5_000;
    expect(reads.isStale(read)).toBe(false);
    now += 1;
    expect(reads.isStale(read)).toBe(true);
    const failing = controlled('f');
    const failed = reads.fetch(failing.read);
    failing.calls[0]?.answer({
      ok: false,
      response: null,
      error: { kind: 'http', status: 500, code: null, message: null, fieldErrors: {} },
    });
    await failed;
    expect(reads.peek(failing.read)).toMatchObject({ ok: false });
    expect(reads.isStale(failing.read)).toBe(true);
  });

  it('hands its answers, failures too, to a new cache (server to client) and forgets on invalidate', async () => {
    const server = new Reads(api);
    const { read, calls, ok } = controlled('/courses/101');
    const missing = controlled('/courses/999');
    const first = server.fetch(read);
    calls[0]?.answer(ok({ name: 'Babyschwimmen' }));
    const second = server.fetch(missing.read);
    missing.calls[0]?.answer({
      ok: false,
      response: null,
      error: { kind: 'http', status: 404, code: null, message: null, fieldErrors: {} },
    });
    await Promise.all([first, second]);
    let now = 42;
    const snapshot = JSON.parse(JSON.stringify(server.snapshot()));
    const client = new Reads(api, { snapshot, now: () => now });
    expect(client.peek(read)).toEqual({ ok: true, data: { name: 'Babyschwimmen' }, at: 42 });
    expect(client.isStale(read)).toBe(false);
    // The server's failure is shown as it was, not read again at once; after its fresh time it is.
    expect(client.peek(missing.read)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(client.isStale(missing.read)).toBe(false);
    now += FRESH_MS + 1;
    expect(client.isStale(missing.read)).toBe(true);
    client.invalidate('/courses/');
    expect(client.peek(read)).toBeUndefined();
  });

  it('reads the demo backend through the API client', async () => {
    const { api: client } = harness();
    const reads = new Reads(client);
    const settled = await reads.fetch({
      key: '/courses/101',
      fetch: (apiClient, signal) =>
        apiClient.GET('/courses/{courseId}', { params: { path: { courseId: 101 } }, signal }),
      shape: named,
    });
    expect(settled).toMatchObject({ ok: true, data: { name: 'Babyschwimmen' } });
  });
});
