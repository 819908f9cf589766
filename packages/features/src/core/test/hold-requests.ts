/**
 * Holds a story's demo-backend answers until the play function releases them, so loading states
 * can be seen and asserted. Requests whose URL does not match are answered at once. A `Loading`
 * story never releases them: it stays in its loading state, in the test and on the docs page.
 */
import type { StoryKurse } from './story-services';

const held = new WeakMap<StoryKurse, { release: () => void; count: number }>();

/** Holds every answer to a request whose URL matches `pattern` (call it in a story's setup). */
export function holdRequests(kurse: StoryKurse, pattern: RegExp): void {
  const answer = kurse.mock.fetch.bind(kurse.mock);
  const hold = { release: () => {}, count: 0 };
  const released = new Promise<void>((resolve) => (hold.release = resolve));
  held.set(kurse, hold);
  kurse.mock.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (pattern.test(url)) {
      hold.count += 1;
      await released;
    }
    return answer(input, init);
  };
}

/**
 * How many requests were held so far: a play function waits for the read it holds to be sent
 * (e.g. one that starts only after another read has answered).
 */
export function heldRequests(kurse: StoryKurse): number {
  return held.get(kurse)?.count ?? 0;
}

/** Lets the held answers through. */
export function releaseRequests(kurse: StoryKurse): void {
  held.get(kurse)?.release();
}

/**
 * Answers the first `times` requests whose URL matches `pattern` with a 500 error; later ones
 * reach the demo backend (a failed load, then a working retry).
 */
export function answerServerErrors(kurse: StoryKurse, pattern: RegExp, times = 1): void {
  const answer = kurse.mock.fetch.bind(kurse.mock);
  let left = times;
  kurse.mock.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (pattern.test(url) && left-- > 0) {
      return Promise.resolve(Response.json({ status: 500 }, { status: 500 }));
    }
    return answer(input, init);
  };
}
