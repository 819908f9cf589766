/**
 * `/api/*` passed on to the API (the demo backend or KURSE_API_URL) by @fastify/reply-from:
 * method, headers, body and status as they are, the API root's own path kept in front
 * (`https://example.org/v2` answers `/api/x` from `/v2/x`). An API that does not answer in time
 * gives 504, one that cannot be reached 502, both as the API's error JSON without details. The
 * upstream request is aborted when the client goes away. A body over 1 MiB (the API's limit) is
 * refused with 413 before it reaches the API, or cut with 413 on its way. A rate limit per client keeps one
 * client from flooding the API; the client's address goes on in `X-Forwarded-For`, so the API's
 * own limits (logins, mails, messages) count per visitor.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Transform } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import replyFrom from '@fastify/reply-from';
import { Agent } from 'undici';

/** The upstream's time limit by default: a little longer than the API client's own 15 s. */
export const API_TIMEOUT_MS = 20_000;
/** Requests per client and minute by default. */
export const API_RATE_LIMIT = 3000;
/** The largest request body passed on (the API's own limit, 1 MiB). */
export const API_BODY_LIMIT = 1024 * 1024;

/** The abort signal of the client request a proxied request is made for. */
const clientSignal = new AsyncLocalStorage();

/**
 * The connection pool to the API: a request also ends when its client goes away (reply-from
 * passes no signal of its own, so the signal travels with the request's async context).
 */
class ClientBoundAgent extends Agent {
  /**
   * Undici's `request`, with the client's signal when the caller gave none.
   * @param {import('undici').Dispatcher.RequestOptions} options
   * @param {any} [callback]
   * @returns {any}
   * @override
   */
  request(options, callback) {
    const signal = options.signal ?? clientSignal.getStore();
    return super.request(signal ? { ...options, signal } : options, callback);
  }
}

/** Upstream errors that mean "took too long" (reply-from's and undici's codes). */
const TIMEOUT_CODES = new Set([
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/**
 * @param {unknown} error
 * @returns {boolean}
 */
function isTimeout(error) {
  for (let e = /** @type {any} */ (error); e; e = e.cause) {
    if (TIMEOUT_CODES.has(e.code)) return true;
  }
  return false;
}

/** A request the proxy does not pass on: the error handler answers 400. */
const badRequest = () => Object.assign(new Error('Bad request'), { statusCode: 400 });
/** A body over {@link API_BODY_LIMIT}: the error handler answers 413. */
const tooLarge = () => Object.assign(new Error('Payload too large'), { statusCode: 413 });

/** Marks a request whose body outgrew the limit on its way (the proxy then answers 413). */
const overLimit = new WeakSet();

/**
 * The body as it streams on, cut with an error once it passes `limit` bytes (a body without a
 * declared length can be longer than it said nothing about).
 * @param {import('fastify').FastifyRequest} request
 * @param {NodeJS.ReadableStream} payload
 * @param {number} limit
 */
function limited(request, payload, limit) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk, _encoding, next) {
      seen += chunk.length;
      if (seen > limit) {
        overLimit.add(request);
        next(tooLarge());
      } else next(null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}

/**
 * The API's address for a request path under `/api`: always on the API's host and under its root
 * path. A URL that would leave them (`/api//other.host/x` read as another host, `/api/../x` or
 * `/api/%2e%2e/x` above the root) or has a broken escape (`?%`, which reply-from cannot decode)
 * is refused with a 400.
 * @param {URL} apiRoot
 * @param {string} url the request's URL (`/api/...?...`)
 */
export function upstreamUrl(apiRoot, url) {
  const prefix = apiRoot.pathname.replace(/\/$/, '');
  // The origin written out in front: a path starting with `//` stays a path.
  const target = new URL(apiRoot.origin + prefix + url.replace(/^\/api/, ''));
  const inside = target.pathname === prefix || target.pathname.startsWith(`${prefix}/`);
  if (target.origin !== apiRoot.origin || !inside) throw badRequest();
  try {
    decodeURIComponent(target.href);
  } catch {
    throw badRequest();
  }
  return target.href;
}

/**
 * @typedef {object} ApiProxyOptions
 * @property {string | URL | (() => string | URL)} apiUrl The API root, or a function naming the
 *   current one (the supervised demo backend changes its port when it is restarted).
 * @property {number} [timeoutMs] The upstream's time limit.
 * @property {{ max: number, timeWindow: string | number } | false} [rateLimit]
 */

/**
 * Registers the proxy under `/api` (call inside its own plugin scope).
 * @param {import('fastify').FastifyInstance} app
 * @param {ApiProxyOptions} options
 */
export async function registerApiProxy(app, options) {
  const { apiUrl, timeoutMs = API_TIMEOUT_MS } = options;
  const limit = options.rateLimit ?? { max: API_RATE_LIMIT, timeWindow: '1 minute' };
  const root = () => new URL(typeof apiUrl === 'function' ? apiUrl() : apiUrl);
  const agent = new ClientBoundAgent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs });

  await app.register(replyFrom, { undici: agent, disableRequestLogging: true });
  app.addHook('onClose', () => agent.close());
  if (limit) {
    // A refused request becomes a 429 of the error handler (the API's error JSON).
    await app.register(rateLimit, limit);
  }
  // Bodies pass through as they are, whatever their type, up to the API's limit: a longer
  // declared length is refused before the API is asked, a longer stream is cut on its way.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > API_BODY_LIMIT) return done(tooLarge(), undefined);
    done(null, limited(request, payload, API_BODY_LIMIT));
  });

  /** @type {import('fastify').RouteHandlerMethod} */
  const proxy = (request, reply) => {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return clientSignal.run(controller.signal, () =>
      reply.from(upstreamUrl(root(), request.url), {
        timeout: timeoutMs,
        // No retries: the API's answer (a 503 too) is the client's to see.
        retryDelay: () => null,
        // The API's rate limits count per visitor: it learns the address this server believes
        // (`request.ip`, through the trusted proxies), never one the visitor wrote themselves.
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
        }),
        // The connection's own headers stay with the connection to the API.
        rewriteHeaders: (headers) =>
          Object.fromEntries(
            Object.entries(headers).filter(
              ([name]) => name !== 'connection' && name !== 'keep-alive',
            ),
          ),
        onError: (reply, { error }) => {
          // reply-from has logged the failure (warn, "response errored").
          if (controller.signal.aborted) return;
          if (overLimit.has(request)) {
            reply
              .code(413)
              .type('application/json')
              .send({ status: 413, message: 'Payload Too Large' });
            return;
          }
          const status = isTimeout(error) ? 504 : 502;
          reply
            .code(status)
            .type('application/json')
            .send({
              status,
              message: status === 504 ? 'API did not answer in time' : 'API not reachable',
            });
        },
      }),
    );
  };
  // The API's answers pass as they are: compressed by the API when it compresses (the visitor's
  // Accept-Encoding is passed on), not compressed again here.
  app.all('/api', { compress: false }, proxy);
  app.all('/api/*', { compress: false }, proxy);
}
