/**
 * The loader runtime: every read of the API goes through one {@link Reads} cache, which
 * - shares one request between every caller of the same read (dedupe by key),
 * - aborts a request nobody waits for any more (a superseded search, a page left),
 * - checks the answer's shape where the page reads it (an unusable answer is a failure),
 * - keeps the answer so a page shown again, or hydrated after the server rendered it, shows it at
 *   once and refreshes it in the background when it is older than the read's `fresh` time.
 * The client's own timeout (api-client `timeoutMs`) ends a hanging request as a failure. No DOM, no
 * window: a server creates one cache per request. Spec: discovery §8, transactions §8.
 */
import type { ApiClient, ApiResult } from '@kurse/api-client';
import { checkAnswer } from '../lib/answer';
import type { Schema } from '../lib/schema';
import type { Services } from '../app/services';

/** One read: what identifies it, how it is fetched, and the shape the page reads. */
export interface Read<T> {
  /** The identity of the read: the same key is the same request and the same cached answer. */
  key: string;
  /** The call, with the signal that cancels it. */
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<ApiResult<unknown>>;
  /** What the page reads; an answer it rejects counts as a failed call (no usable answer). */
  shape: Schema<T>;
  /** For how long an answer is shown without asking again (ms); 30 s when left out. */
  fresh?: number;
}

/** The default {@link Read.fresh} time. */
export const FRESH_MS = 30_000;

/** A settled answer as the cache keeps it (JSON-safe, so a server can hand it to the client). */
export type Settled<T> =
  | { ok: true; data: T; at: number }
  | { ok: false; error: Exclude<ApiResult<never>, { ok: true }>['error']; at: number };

interface Entry {
  settled?: Settled<unknown>;
  /** A failure the server rendered: shown as it was until asked again (not read at once). */
  served?: boolean;
  running?: { promise: Promise<Settled<unknown>>; controller: AbortController; waiting: number };
  listeners: Set<() => void>;
}

/** What a server hands to the client: the answers it read, by key. */
export type ReadsSnapshot = Record<string, Settled<unknown>>;

/** The read cache of one app's services, made on its first read (one per request on a server). */
export function readsOf(services: Pick<Services, 'api' | 'now' | 'loads'>): Reads {
  const { loads } = services;
  loads.reads ??= new Reads(services.api, {
    now: () => services.now().getTime(),
    snapshot: loads.snapshot,
  });
  return loads.reads;
}

/** The read cache of one app (one per request on a server). */
export class Reads {
  readonly #entries = new Map<string, Entry>();
  readonly #api: ApiClient;
  readonly #now: () => number;

  constructor(api: ApiClient, options: { now?: () => number; snapshot?: ReadsSnapshot } = {}) {
    this.#api = api;
    this.#now = options.now ?? Date.now;
    for (const [key, settled] of Object.entries(options.snapshot ?? {})) {
      // A hydrated answer is fresh from the moment the client takes it over.
      const entry = this.#entry(key);
      entry.settled = { ...settled, at: this.#now() };
      entry.served = !settled.ok;
    }
  }

  #entry(key: string): Entry {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { listeners: new Set() };
      this.#entries.set(key, entry);
    }
    return entry;
  }

  #notify(entry: Entry) {
    for (const listener of [...entry.listeners]) listener();
  }

  /** The answer kept for `read`, if any. */
  peek<T>(read: Read<T>): Settled<T> | undefined {
    return this.#entries.get(read.key)?.settled as Settled<T> | undefined;
  }

  /** Whether `read` is being fetched now. */
  isRunning(read: Read<unknown>): boolean {
    return this.#entries.get(read.key)?.running !== undefined;
  }

  /**
   * Whether the kept answer of `read` is missing, failed or older than its fresh time. A failure
   * the server rendered counts as an answer (the page shows it as the server did, with its
   * retry) until its fresh time is over.
   */
  isStale(read: Read<unknown>): boolean {
    const entry = this.#entries.get(read.key);
    const settled = entry?.settled;
    if (!settled || (!settled.ok && !entry.served)) return true;
    return this.#now() - settled.at > (read.fresh ?? FRESH_MS);
  }

  /**
   * Fetches `read` (joining a request already running for its key) and settles it. `signal` is the
   * caller's: the request is aborted when every caller waiting for it has given up.
   */
  fetch<T>(read: Read<T>, signal?: AbortSignal): Promise<Settled<T>> {
    const entry = this.#entry(read.key);
    let running = entry.running;
    if (!running) {
      const controller = new AbortController();
      const promise = read
        .fetch(this.#api, controller.signal)
        .then((result) => checkAnswer(result, read.shape))
        .then((result): Settled<unknown> => {
          const at = this.#now();
          return result.ok
            ? { ok: true, data: result.data, at }
            : { ok: false, error: result.error, at };
        })
        .then((settled) => {
          const current = entry.running?.promise === promise;
          if (current) entry.running = undefined;
          // A cancelled or superseded request leaves what was kept before.
          const superseded = !current && entry.running !== undefined;
          if (!superseded && (settled.ok || settled.error.kind !== 'cancelled')) {
            entry.settled = settled;
            entry.served = false;
          }
          this.#notify(entry);
          return settled;
        });
      running = { promise, controller, waiting: 0 };
      entry.running = running;
      this.#notify(entry);
    }
    running.waiting += 1;
    if (signal) {
      const joined = running;
      const leave = () => {
        joined.waiting -= 1;
        if (joined.waiting > 0 || entry.running !== joined) return;
        // Nobody waits any more: the next caller starts afresh.
        entry.running = undefined;
        joined.controller.abort();
        this.#notify(entry);
      };
      if (signal.aborted) leave();
      else signal.addEventListener('abort', leave, { once: true });
    }
    return running.promise as Promise<Settled<T>>;
  }

  /** Calls `listener` whenever the entry of `key` changes; returns the unsubscribe. */
  subscribe(key: string, listener: () => void): () => void {
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Forgets the kept answer of every read whose key starts with `prefix` (after a change). */
  invalidate(prefix: string): void {
    for (const [key, entry] of this.#entries) {
      if (!key.startsWith(prefix)) continue;
      entry.settled = undefined;
      this.#notify(entry);
    }
  }

  /**
   * The answers kept, failures included, for the client to take over: it renders the page as the
   * server did (an error page stays one until the visitor retries).
   */
  snapshot(): ReadsSnapshot {
    const out: ReadsSnapshot = {};
    for (const [key, entry] of this.#entries) if (entry.settled) out[key] = entry.settled;
    return out;
  }
}
