/**
 * Loses the answers of requests on their way back: the demo backend handles them (a booking is
 * made), the client sees a network error. For tests of what a retry after a lost answer does.
 * Failing before the backend sees the request: `fail-requests.ts`.
 */
import type { MockApi } from '@kurse/api-mock';

/**
 * Loses the first `times` answers to requests whose path matches `pattern`; answers the
 * `Idempotency-Key` of every matching request, in order (empty when none was sent).
 */
export function loseAnswers(mock: MockApi, pattern: RegExp, times = 1): string[] {
  const answer = mock.fetch.bind(mock);
  const keys: string[] = [];
  let left = times;
  mock.fetch = async (input, init) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const matches = pattern.test(new URL(request.url).pathname);
    if (matches) keys.push(request.headers.get('Idempotency-Key') ?? '');
    const response = await answer(request);
    if (matches && left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  return keys;
}
