// @vitest-environment jsdom
import type { ApiResult } from '@kurse/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../app/context';
import { createStoryKurse } from '../test';
import { readsOf, type Read } from './reads';
import { useRead } from './use-read';

type Answer = (result: ApiResult<unknown>) => void;

/** Services, and a read whose answers the test hands out; sees each request's signal. */
function setup() {
  const { services } = createStoryKurse();
  const calls: { signal: AbortSignal; answer: Answer }[] = [];
  const read: Read<{ name: string }> = {
    key: '/courses/101',
    shape: v.object({ name: v.string() }),
    fetch: (_api, signal) =>
      new Promise((resolve) => {
        calls.push({ signal, answer: resolve });
        signal.addEventListener('abort', () =>
          resolve({
            ok: false,
            response: null,
            error: { kind: 'cancelled', status: 0, code: null, message: null, fieldErrors: {} },
          }),
        );
      }),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  const ok = (name: string): ApiResult<unknown> => ({
    ok: true,
    data: { name },
    response: new Response(),
  });
  const serverError: ApiResult<unknown> = {
    ok: false,
    response: null,
    error: { kind: 'http', status: 500, code: null, message: null, fieldErrors: {} },
  };
  return { services, calls, read, wrapper, ok, serverError };
}

describe('useRead', () => {
  it('shows loading, then the answer; two readers of one read share one request', async () => {
    const { calls, read, wrapper, ok } = setup();
    const { result } = renderHook(() => [useRead(read), useRead(read)] as const, { wrapper });
    expect(result.current[0]).toEqual({ status: 'loading' });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.answer(ok('Babyschwimmen')));
    expect(result.current[0]).toMatchObject({ status: 'ready', data: { name: 'Babyschwimmen' } });
    expect(result.current[1]).toMatchObject({ status: 'ready', data: { name: 'Babyschwimmen' } });
  });

  it('cancels its request when it goes, and not while another reader still waits', async () => {
    const { calls, read, wrapper } = setup();
    const first = renderHook(() => useRead(read), { wrapper });
    const second = renderHook(() => useRead(read), { wrapper });
    first.unmount();
    expect(calls[0]?.signal.aborted).toBe(false);
    second.unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('offers a retry after a failure, which reads again (discovery §8)', async () => {
    const { calls, read, wrapper, ok, serverError } = setup();
    const { result } = renderHook(() => useRead(read), { wrapper });
    await act(async () => calls[0]?.answer(serverError));
    expect(result.current).toMatchObject({ status: 'failed', error: { status: 500 } });
    const failed = result.current;
    act(() => (failed.status === 'failed' ? failed.retry() : undefined));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => calls[1]?.answer(ok('Ballett')));
    expect(result.current).toMatchObject({ status: 'ready', data: { name: 'Ballett' } });
  });

  it('shows a failure the server rendered as it was, and reads again on its retry', async () => {
    const { services, calls, read, wrapper, ok } = setup();
    services.loads.snapshot = {
      [read.key]: {
        ok: false,
        error: { kind: 'http', status: 404, code: null, message: null, fieldErrors: {} },
        at: 0,
      },
    };
    const { result } = renderHook(() => useRead(read), { wrapper });
    expect(result.current).toMatchObject({ status: 'failed', error: { status: 404 } });
    expect(calls).toHaveLength(0);
    const failed = result.current;
    act(() => (failed.status === 'failed' ? failed.retry() : undefined));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => calls[0]?.answer(ok('Ballett')));
    expect(result.current).toMatchObject({ status: 'ready', data: { name: 'Ballett' } });
  });

  it('reads again when its kept answer is forgotten after a change', async () => {
    const { services, calls, read, wrapper, ok } = setup();
    const { result } = renderHook(() => useRead(read), { wrapper });
    await act(async () => calls[0]?.answer(ok('Yoga')));
    act(() => readsOf(services).invalidate('/courses/'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => calls[1]?.answer(ok('Yoga für Schwangere')));
    expect(result.current).toMatchObject({ data: { name: 'Yoga für Schwangere' } });
  });

  it('waits with a request another caller started, which goes on when that caller gives up', async () => {
    const { services, calls, read, wrapper, ok } = setup();
    const other = new AbortController();
    void readsOf(services).fetch(read, other.signal);
    const { result } = renderHook(() => useRead(read), { wrapper });
    other.abort();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(false);
    await act(async () => calls[0]?.answer(ok('Turnen')));
    expect(result.current).toMatchObject({ status: 'ready', data: { name: 'Turnen' } });
  });

  it('reads again when a request it did not wait for was given up', async () => {
    const { services, calls, read, wrapper, ok } = setup();
    const { result } = renderHook(() => useRead(read), { wrapper });
    await act(async () => calls[0]?.answer(ok('Yoga')));
    // A change forgets the answer and someone else starts and abandons the new read.
    const other = new AbortController();
    act(() => {
      readsOf(services).invalidate('/courses/');
      void readsOf(services).fetch(read, other.signal);
    });
    act(() => other.abort());
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]?.answer(ok('Yoga am Abend')));
    expect(result.current).toMatchObject({ status: 'ready', data: { name: 'Yoga am Abend' } });
  });
});
