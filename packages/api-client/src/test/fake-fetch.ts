/**
 * A fake `fetch` for tests: records every request and answers from a script. An answer can be a
 * `Response`, a function of the request, `'network'` (rejects like a failed connection) or
 * `'hang'` (never answers; rejects with the signal's reason when the request is aborted).
 */
export type Scripted = Response | ((request: Request) => Response) | 'network' | 'hang';

/** A recorded request with its body read as text. */
export interface Recorded {
  request: Request;
  url: URL;
  body: string;
}

/** The fake fetch with its log. */
export interface FakeFetch {
  fetch: (request: Request) => Promise<Response>;
  requests: Recorded[];
  /** The last recorded request; throws when none was made. */
  last(): Recorded;
}

/** A JSON response with optional headers. */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An empty response (204 by default). */
export function empty(status = 204, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers });
}

function hang(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const { signal } = request;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** A fake fetch answering `script` in order, then repeating its last entry (default: 204). */
export function fakeFetch(...script: Scripted[]): FakeFetch {
  const requests: Recorded[] = [];
  let index = 0;
  const fetch = async (request: Request): Promise<Response> => {
    const body = request.body ? await request.clone().text() : '';
    requests.push({ request, url: new URL(request.url), body });
    const answer = script[Math.min(index, script.length - 1)] ?? empty();
    index += 1;
    if (request.signal.aborted) throw request.signal.reason;
    if (answer === 'network') throw new TypeError('fetch failed');
    if (answer === 'hang') return hang(request);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  };
  return {
    fetch,
    requests,
    last() {
      const last = requests.at(-1);
      if (!last) throw new Error('No request was made.');
      return last;
    },
  };
}
