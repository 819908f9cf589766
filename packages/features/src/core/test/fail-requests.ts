/**
 * Lets a story's requests fail without an answer (a network error), for the failures the demo
 * backend's scenarios do not cover. Requests whose URL does not match are answered as usual.
 * Holding requests instead: `hold-requests.ts`.
 */
import type { StoryKurse } from './story-services';

/**
 * Fails requests whose URL matches `pattern` (call it in a story's setup): every one, or the
 * first `times` (then they are answered again, e.g. to show a retry working).
 */
export function failRequests(kurse: StoryKurse, pattern: RegExp, times = Infinity): void {
  const answer = kurse.mock.fetch.bind(kurse.mock);
  let left = times;
  kurse.mock.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (!pattern.test(url) || left <= 0) return answer(input, init);
    left -= 1;
    return Promise.reject(new TypeError('Failed to fetch'));
  };
}
