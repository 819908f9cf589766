/**
 * Bounded, seeded fuzz runs against the app server (the fixture build, a fake API): random paths
 * (unicode, `%` sequences, `//`, `..`, very long), methods, Host headers (also invalid ones sent
 * over a raw socket), query strings and JSON bodies up to 2 MB under `/api`. Every answer must
 * come (the server answers a health request after each), be below 500 (the proxy's 502 only when
 * the API is unreachable), tell nothing of the server's internals, carry the security headers,
 * and the API must only ever be asked for paths on its own host under its root path.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppConfig } from './config.mjs';
import { createServer } from './create-server.mjs';
import { fakeApi, makeDist, rawRequest } from './test-fixtures.mjs';

/** Fixed seed and run counts: the same cases on every run, a few ms each on loopback. */
const SEED = 20261127;
const REQUEST_RUNS = 700;
const BODY_RUNS = 150;
const UNREACHABLE_RUNS = 150;

/** What an answer must never contain: exception names, stack lines, file paths. */
const INTERNALS =
  /Error:|TypeError|RangeError|URIError|\n\s+at |node_modules|\/work\/|\/tmp\/|file:\/\/|\.m?[jt]s:\d+/;

/** The headers every answer carries (`security.mjs`), also a 400 for a malformed path. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

/** Fastify's answer to a request Node's HTTP parser refuses (`defaultClientErrorHandler`). */
const PARSER_REFUSAL = '{"error":"Bad Request","message":"Client Error","statusCode":400}';

/** The API root's path: the proxy keeps it in front of every path it passes on. */
const API_ROOT_PATH = '/v2';

/** @type {Awaited<ReturnType<typeof fakeApi>>} The API behind `app`, its root at `/v2`. */
let api;
/** @type {Awaited<ReturnType<typeof fakeApi>>} The API behind `rootApp`, its root at `/`. */
let rootApi;
/** @type {import('fastify').FastifyInstance} */
let app;
/** @type {import('fastify').FastifyInstance} */
let rootApp;
/** @type {import('fastify').FastifyInstance} */
let downApp;

/** @param {import('fastify').FastifyInstance} server */
const portOf = (server) =>
  /** @type {import('node:net').AddressInfo} */ (server.server.address()).port;

/**
 * A server on a free loopback port before the given API root.
 * @param {string} apiUrl
 */
async function listening(apiUrl) {
  const server = await createServer({ dist: makeDist(), apiUrl, config: readAppConfig({}) });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

beforeAll(async () => {
  /** @type {Parameters<typeof fakeApi>[0]} */
  const answer = (_req, res, body) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ received: body.length }));
  };
  api = await fakeApi(answer);
  rootApi = await fakeApi(answer);
  app = await listening(`${api.url}${API_ROOT_PATH}`);
  // An API root without a path: a path under `/api` must still not name another host (which,
  // unreachable, would answer 502).
  rootApp = await listening(rootApi.url);
  downApp = await listening('http://127.0.0.1:9/api');
});
afterAll(async () => {
  await Promise.all([app?.close(), rootApp?.close(), downApp?.close()]);
  await Promise.all([api?.close(), rootApi?.close()]);
});

/** Text without CR and LF (they would end the request line or a header early). */
const noBreaks = (/** @type {fc.Arbitrary<string>} */ text) =>
  text.map((s) => s.replace(/[\r\n]/g, ''));

// Mostly what a client could send; raw unicode and control bytes (Node's parser refuses most of
// them) less often.
const segment = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '',
      '.',
      '..',
      '%',
      '%2e%2e',
      '%2E.',
      '%2f',
      '%5c',
      '\\',
      '%00',
      '%E0%A4%A',
      '%ff',
      '%zz',
      'api',
      'assets',
      'favicon.svg',
      'index.html',
      'app-abc123.js',
      'app-abc123.js.map',
      'courses',
      'course-card-preview',
      'yoga-zuhause',
    ),
  },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: noBreaks(fc.string({ unit: 'grapheme', maxLength: 8 })) },
  { weight: 1, arbitrary: noBreaks(fc.string({ unit: 'binary-ascii', maxLength: 8 })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 6000 }).map((n) => 'a'.repeat(n)) },
);

const path = fc
  .tuple(
    fc.constantFrom('/', '/', '/api/', '/api', '/assets/', '//', '/api//', '/api/../', '/%2e%2e/'),
    fc.array(segment, { maxLength: 6 }),
    fc.constantFrom('', '/', '//'),
  )
  .map(([start, segments, end]) => start + segments.join('/') + end);

const query = fc.oneof(
  fc.constant(''),
  noBreaks(fc.string({ unit: 'binary-ascii', maxLength: 40 })).map((q) => `?${q}`),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 20 }), {
      maxKeys: 4,
    })
    .map((params) => `?${new URLSearchParams(params)}`),
);

/** `null`: no Host header at all. */
const host = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('localhost', 'example.org', '127.0.0.1:8080', '[::1]:3000'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      null,
      '',
      'a b',
      '[',
      '%',
      '[::1',
      'x:abc',
      'ä.de',
      'a'.repeat(3000),
      '@evil',
    ),
  },
  { weight: 1, arbitrary: noBreaks(fc.string({ unit: 'binary-ascii', maxLength: 20 })) },
);

const method = fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');

/**
 * The bytes of a request (`Connection: close`, so the answer ends with the connection).
 * @param {{ method: string, target: string, host: string | null, body?: string }} request
 */
function requestBytes({ method, target, host, body }) {
  const head = [`${method} ${target} HTTP/1.1`, 'Connection: close'];
  if (host !== null) head.push(`Host: ${host}`);
  if (body !== undefined) {
    head.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
  }
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(body ?? '')]);
}

/**
 * Checks one answer and that the server still answers.
 * @param {number} port
 * @param {import('./test-fixtures.mjs').RawAnswer} answer
 * @param {(status: number) => boolean} allowedStatus
 * @param {string} sent for the failure message
 */
async function checkAnswer(port, answer, allowedStatus, sent) {
  const label = `${answer.status} for ${sent.slice(0, 300)}`;
  expect(answer.status, label).toBeGreaterThanOrEqual(200);
  expect(allowedStatus(answer.status), label).toBe(true);
  expect(answer.body, label).not.toMatch(INTERNALS);
  // Node refuses some requests before any route or hook sees them (a request line with a space
  // too many, a byte a header may not hold; no Host at all): a 400 with Fastify's short JSON or
  // an empty body, without the headers of a page (there is no page to protect).
  const parserRefusal =
    answer.status === 400 && [PARSER_REFUSAL, '', '0\r\n\r\n'].includes(answer.body);
  if (!parserRefusal) {
    for (const name of SECURITY_HEADERS) expect(answer.headers, label).toHaveProperty(name);
    expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  }
  const health = await rawRequest(
    port,
    requestBytes({ method: 'GET', target: '/favicon.svg', host: 'x' }),
  );
  expect(health.status, `health after ${label}`).toBe(200);
}

/** Every path the API with a root path saw stays under that path. */
function expectApiPathsInside() {
  for (const { url } of api.seen) {
    expect(url === API_ROOT_PATH || /^\/v2[/?]/.test(url), url).toBe(true);
  }
}

describe('the app server under random requests', () => {
  it('answers paths, methods, Host headers and queries below 500, without internals', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, query, host, async (verb, target, search, name) => {
        for (const server of [app, rootApp]) {
          const port = portOf(server);
          const bytes = requestBytes({ method: verb, target: target + search, host: name });
          const answer = await rawRequest(port, bytes);
          await checkAnswer(port, answer, (s) => s < 500, bytes.toString('latin1'));
        }
      }),
      { seed: SEED, numRuns: REQUEST_RUNS },
    );
    expect(api.seen.length).toBeGreaterThan(0);
    expectApiPathsInside();
  });

  it('passes JSON bodies up to 2 MB to the API and answers below 500', async () => {
    const body = fc.oneof(
      fc.json({ maxDepth: 4 }),
      fc
        .tuple(
          fc.integer({ min: 1, max: 2_000_000 }),
          fc.string({ unit: 'grapheme', maxLength: 4 }),
        )
        .map(([size, unit]) =>
          JSON.stringify({
            text: (unit || 'x').repeat(size / Math.max(1, Buffer.byteLength(unit || 'x'))),
          }),
        ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PUT', 'PATCH'),
        path.map((p) => `/api/${p.replace(/^\/+/, '')}`),
        body,
        async (verb, target, json) => {
          const port = portOf(app);
          const before = api.seen.length;
          const bytes = requestBytes({ method: verb, target, host: 'localhost', body: json });
          const answer = await rawRequest(port, bytes);
          await checkAnswer(
            port,
            answer,
            (s) => s < 500,
            `${verb} ${target} (${json.length} chars)`,
          );
          // A body the proxy passed on reached the API whole.
          if (answer.status === 200) {
            expect(api.seen.length).toBe(before + 1);
            expect(api.seen.at(-1)?.body).toBe(json);
          }
        },
      ),
      { seed: SEED, numRuns: BODY_RUNS },
    );
    expectApiPathsInside();
  });

  it('answers 502 as JSON when the API is unreachable, never another 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, query, async (verb, target, search) => {
        const port = portOf(downApp);
        const bytes = requestBytes({ method: verb, target: target + search, host: 'localhost' });
        const answer = await rawRequest(port, bytes);
        await checkAnswer(port, answer, (s) => s < 500 || s === 502, bytes.toString('latin1'));
        if (answer.status === 502)
          expect(answer.headers['content-type']).toMatch(/^application\/json/);
      }),
      { seed: SEED, numRuns: UNREACHABLE_RUNS },
    );
  });

  it('refuses a path under /api that would leave the API’s host or root path', async () => {
    const targets = ['/api//evil.invalid/x', '/api/../x', '/api/%2e%2e/x', '/api/%2E./x?a'];
    for (const target of targets) {
      const bytes = requestBytes({ method: 'GET', target, host: 'x' });
      // Asked on its own host (the path as it is) or refused, never sent to `evil.invalid`.
      const fromRoot = await rawRequest(portOf(rootApp), bytes);
      expect(fromRoot.status, target).toBeLessThan(500);
      // Above `/v2`: refused, the API is not asked.
      const before = api.seen.length;
      const fromApp = await rawRequest(portOf(app), bytes);
      expect(fromApp.status, target).toBe(target.startsWith('/api//') ? 200 : 400);
      expect(api.seen.length - before, target).toBe(target.startsWith('/api//') ? 1 : 0);
    }
    expect(rootApi.seen.map(({ url }) => url)).toContain('//evil.invalid/x');
    expectApiPathsInside();
  });
});
