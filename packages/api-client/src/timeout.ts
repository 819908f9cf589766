/**
 * The limit of every call: a fetch that gives up after `ms` milliseconds, keeping the caller's
 * abort signal. Spec: discovery §8, transactions §8 (a call that never answers ends in the
 * generic error with a retry, never in an endless wait).
 */

/** How long a call may take, from sending to the last byte of the answer, by default. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** The reason a call ended because it took too long (`name` is `TimeoutError`). */
export function timeoutReason(ms: number): DOMException {
  return new DOMException(`The API did not answer within ${ms} ms.`, 'TimeoutError');
}

type Fetch = (request: Request) => Promise<Response>;

/**
 * Wraps `fetch` so every request is aborted after `ms` milliseconds unless the caller's signal
 * aborts it first. The limit covers reading the body, too; the call rejects with the signal's
 * reason even when `fetch` itself ignores the signal (an in-process mock).
 */
export function fetchWithTimeout(fetch: Fetch, ms: number): Fetch {
  return (request) => {
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(timeoutReason(ms)), ms);
    // A Node timer must not keep a script alive after its last answer.
    (timer as { unref?: () => void }).unref?.();
    const signal = AbortSignal.any([request.signal, limit.signal]);
    const aborted = new Promise<never>((_resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const answer = Promise.resolve().then(() => fetch(new Request(request, { signal })));
    answer.catch(() => clearTimeout(timer));
    return Promise.race([answer, aborted]);
  };
}
