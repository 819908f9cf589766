/**
 * Where a Node request goes, read strictly, so that a target or Host the URL parser refuses
 * (`Host: a b`, `[`, `a:999999`, `%`) or a path with broken percent-encoding (`/api/posts/%`)
 * answers 400 instead of throwing out of the request handler. The handlers never see the Host:
 * the URL they get is the target on a fixed origin (MSW cannot match under every valid host, an
 * IPv6 literal for one).
 */
import type { IncomingMessage } from 'node:http';
import { badTarget } from './request-error';

/** The origin requests are resolved on when the API base is a path (`/api`). */
export const LOCAL_ORIGIN = 'http://localhost';

/**
 * Checks the Host header (absent is fine, as in HTTP/1.0): a plain host with an optional port, or
 * a 400 `RequestError`.
 */
export function checkHost(req: IncomingMessage): void {
  const host = req.headers.host;
  if (host === undefined) return;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    throw badTarget();
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw badTarget();
  }
}

/** True when every percent-escape of the path decodes (as MSW's path matching needs). */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request target (an absolute path, `/…`) as a URL on `origin`. Throws a 400 `RequestError`
 * when the target is in another form, does not parse or has a path that does not decode.
 */
export function urlOf(req: IncomingMessage, origin = LOCAL_ORIGIN): URL {
  const target = req.url ?? '/';
  if (!target.startsWith('/')) throw badTarget();
  let url: URL;
  try {
    url = new URL(origin + target);
  } catch {
    throw badTarget();
  }
  if (url.origin !== origin || !decodable(url.pathname)) throw badTarget();
  return url;
}
