/**
 * Return addresses: where a page goes back to when the address it was opened with says so (the
 * `from` query of the new-contract page, and any later "go back to" value read from a link). A
 * link can be written by anyone, so such a value is honoured only when it stays on this site and
 * off the API; otherwise the caller's own default is used. Every reader of a return address goes
 * through {@link safeReturnAddress}, so there is one rule to review.
 *
 * Why decoding first: a value is often decoded once more on its way (a query read twice, a
 * server that decodes a redirect), and the browser drops tabs and line breaks anywhere in an
 * address, so `/%09/evil.example` can end up as `//evil.example` (another host). Each decoding
 * of the value must pass the same check; a value that cannot be decoded is refused.
 */

/**
 * The path under which the app serves the API (`/api`): never a place to send users back to.
 * Spec: transactions §2 New contract modal (the `from` path is a page of the site).
 */
export const API_PATH_PREFIX = '/api';

/** Rounds of percent-decoding checked; a value still changing after them is refused. */
const DECODING_ROUNDS = 4;

// ASCII and C1 control characters: the browser drops tab, LF and CR anywhere in an address and
// trims the others at its ends, which lets `/\t/host` become `//host`.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Whether `raw` and each of its percent-decodings (until nothing changes) pass `check`; false
 * when a decoding fails or the value still changes after {@link DECODING_ROUNDS} rounds.
 */
function everyDecoding(raw: string, check: (path: string) => boolean): boolean {
  let layer = raw;
  for (let round = 0; round <= DECODING_ROUNDS; round += 1) {
    if (!check(layer)) return false;
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (next === layer) return true;
    layer = next;
  }
  return false;
}

/**
 * One reading of the address is a plain path of this site: exactly one leading `/` (not `//`,
 * not `/\`, nothing blank after it), no backslash or control character anywhere and no `.` or
 * `..` segment (which the browser resolves, so it could climb anywhere on the site).
 */
function isPlainPath(path: string): boolean {
  if (path[0] !== '/' || /^\/[/\\\s]/.test(path) || path.includes('\\') || CONTROL.test(path)) {
    return false;
  }
  const [pathname = ''] = path.split(/[?#]/, 1);
  const segments = pathname.split('/');
  return !segments.some((segment) => segment === '.' || segment === '..');
}

/** One reading of the address is the API or a path under it (any case). */
function isApiPath(path: string): boolean {
  const first = path.split(/[/?#]/, 2)[1] ?? '';
  return `/${first}`.toLowerCase() === API_PATH_PREFIX;
}

/**
 * Whether `path` is a path of this site: it starts with exactly one `/`, has no backslash,
 * control character or dot segment, and none of its percent-decodings says otherwise
 * (`/%09/host`, `/%2F/host`, `/%5Chost` are refused; so is a value that does not decode, such as
 * `/50%off`). Paths under the API count (a form post to the app's own origin);
 * {@link safeReturnAddress} refuses those.
 * Spec: discovery §4 User session (the login's 300 route), transactions §2 New contract modal.
 */
export function isSameSitePath(path: string | null | undefined): boolean {
  return !!path && everyDecoding(path, isPlainPath);
}

/**
 * The return address read from the page's address (`from`, or any "back to" value), when it is a
 * page of this site: a same-site path ({@link isSameSitePath}) outside the API (`/api`,
 * `/api/…`, any case, in any decoding). Anything else — another host (`//evil.example`,
 * `https://evil.example`), a script (`javascript:…`), a backslash, an encoded tab or line break,
 * an address that does not decode — gives `fallback`, the caller's own default (the course page,
 * the profile, `/`). An accepted value is returned as it was given.
 * Spec: transactions §2 New contract modal ("returns to the query from path"), Contract failure
 * page (try again with `from`).
 */
export function safeReturnAddress<F>(raw: string | null | undefined, fallback: F): string | F {
  const accepted = !!raw && everyDecoding(raw, (path) => isPlainPath(path) && !isApiPath(path));
  return accepted ? raw : fallback;
}
