/**
 * A component's read through the loader runtime ({@link Reads}): what it shows while the answer
 * comes, the answer (still shown while a newer one is fetched), or the failure with a retry. The
 * request starts when the component shows and is cancelled when it goes or the read changes.
 */
import type { ApiError } from '@kurse/api-client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useServices } from '../app/use-services';
import { readsOf, type Read } from './reads';

/** What a read shows. */
export type ReadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; refreshing: boolean }
  | { status: 'failed'; error: ApiError; retry: () => void };

const idle = () => () => {};

/** Reads `read` (nothing while it is null) and follows its answer. */
export function useRead<T>(read: Read<T> | null): ReadState<T> {
  const reads = readsOf(useServices());
  const key = read?.key ?? null;
  const latest = useRef(read);
  latest.current = read;
  const [attempt, setAttempt] = useState(0);
  // The signal this component waits with: given up when the read changes or the component goes.
  const waiting = useRef<AbortController | null>(null);

  const subscribe = useCallback(
    (listener: () => void) => (key === null ? idle() : reads.subscribe(key, listener)),
    [reads, key],
  );
  // The kept answer and whether a request runs, as one comparable value.
  const snapshot = () => {
    const current = latest.current;
    if (!current) return '';
    const settled = reads.peek(current);
    return `${settled?.at ?? ''}:${settled?.ok ?? ''}:${reads.isRunning(current)}`;
  };
  useSyncExternalStore(subscribe, snapshot, snapshot);

  const settled = read ? reads.peek(read) : undefined;
  const running = read ? reads.isRunning(read) : false;
  // Nothing kept and nothing on its way (forgotten after a change, or abandoned by others).
  const missing = read !== null && !settled && !running;

  useEffect(
    () => () => {
      waiting.current?.abort();
      waiting.current = null;
    },
    [reads, key],
  );
  useEffect(() => {
    const current = latest.current;
    if (!current) return;
    // A retry asks again for a failure even while it counts as fresh (the server's).
    const retried = attempt > 0 && reads.peek(current)?.ok === false;
    if (!retried && !reads.isStale(current) && !reads.isRunning(current)) return;
    if (waiting.current && reads.isRunning(current)) return;
    waiting.current ??= new AbortController();
    void reads.fetch(current, waiting.current.signal);
  }, [reads, key, attempt, missing]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!read || !settled || (!settled.ok && running)) return { status: 'loading' };
  if (!settled.ok) return { status: 'failed', error: settled.error, retry };
  return { status: 'ready', data: settled.data, refreshing: running };
}
