/**
 * Bounded, seeded fuzz runs against the real Node server over the seed: random paths along the
 * contract's operations, Host headers, methods, query strings and bodies; and, aimed at the
 * handlers, bodies of each operation's contract shape with wrong types mixed in, sent the way the
 * client sends them (JSON, session, existing ids). Every answer must come (the server answers a
 * health request after each), be below 500, and tell nothing of the server's internals.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapedBody } from '../../test/contract-bodies';
import { rawRequest } from '../../test/raw-http';
import { ROUTE_TABLE } from '../handlers';
import { DEFAULT_SEED_NOW } from '../seed';
import { FIXTURES } from '../seed/fixtures';
import { createMockServer } from './index';
import type { MockServer } from './index';

/** Fixed seed and run counts: the same cases on every run, 1–3 ms each on loopback. */
const SEED = 20261126;
const TRANSPORT_RUNS = 1000;
const BODY_RUNS = 1000;

/** What an answer must never contain: exception names, engine messages, stack lines, paths. */
const INTERNALS =
  /TypeError|ReferenceError|SyntaxError|RangeError|URIError|is not a function|is not iterable|Cannot (read|set) propert|\n\s+at |node_modules|\/work\/|file:\/\/|\.ts:\d+/;

let server: MockServer;
let port = 0;
beforeAll(async () => {
  server = await createMockServer({ port: 0, now: new Date(DEFAULT_SEED_NOW) });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

/** Text without CR and LF (they would end the request line or header early). */
const line = (max: number) =>
  fc.string({ maxLength: max, unit: 'binary-ascii' }).map((s) => s.replace(/[\r\n]/g, ''));

const segment = fc.oneof(
  fc.constantFrom('1', '11', '40', '0', '-1', 'wasserratten', '99999999999999999999', 'x', ''),
  fc.string({ maxLength: 12, unit: 'grapheme' }).map(encodeURIComponent),
  line(8),
);

const queryValue = fc.oneof(
  fc.constantFrom('', '1', '-1', '0', 'NaN', '1e400', 'true', '2026-13-45', '%', '52.5,13.4'),
  fc.string({ maxLength: 16, unit: 'grapheme' }).map(encodeURIComponent),
  line(8).map((s) => s.replace(/[ #]/g, '')),
);
const queryName = fc.oneof(
  fc.constantFrom(
    ...['term', 'limit', 'offset', 'page', 'lat', 'lng', 'radius', 'q', 'countries', 'url'],
    ...['slug', 'c', 'b', 'p', 'ts', 'token', 'provider_id', 'course_id', 'start_date'],
    ...['end_date', 'age_groups', 'bookable', 'location_types', 'categories', 'price_max'],
  ),
  fc.string({ maxLength: 6 }).map(encodeURIComponent),
);
const query = fc
  .array(fc.tuple(queryName, queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const host = (valid: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(valid) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('a b', '[', 'a:999999', '%', '', '[::1]', 'a@b', 'a/b', '::'),
    },
    { weight: 1, arbitrary: line(16) },
  );

const body = (operationId: string) =>
  fc.oneof(
    shapedBody(operationId).map((value) => JSON.stringify(value) ?? ''),
    fc.json({ maxDepth: 3 }),
    fc.string({ maxLength: 40, unit: 'grapheme' }),
    fc.constant(''),
  );

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  null,
);

/** One request along an operation of the contract. */
const request = (validHost: string) =>
  fc.constantFrom(...ROUTE_TABLE).chain((route) =>
    fc.record({
      method: fc.oneof(
        { weight: 5, arbitrary: fc.constant(route.method.toUpperCase()) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD') },
      ),
      path: fc
        .tuple(fc.array(segment, { minLength: 3, maxLength: 3 }), fc.constantFrom('', '/', '/x'))
        .map(([values, tail]) => {
          let i = 0;
          return `/api${route.path.replace(/\{\w+\}/g, () => values[i++] ?? '')}${tail}`;
        }),
      query,
      host: host(validHost),
      body: body(route.operationId),
      contentType,
    }),
  );

/** Sends a generated request and checks the answer and that the server still answers. */
async function exchange(
  r: { method: string; target: string; host: string; contentType: string | null; body: string },
  extra: string[],
  seen: Map<number, number>,
): Promise<void> {
  const head = [`${r.method} ${r.target} HTTP/1.1`, `Host: ${r.host}`, ...extra];
  if (r.contentType) head.push(`Content-Type: ${r.contentType}`);
  const bytes = Buffer.from(r.method === 'GET' || r.method === 'HEAD' ? '' : r.body);
  head.push(`Content-Length: ${bytes.length}`, 'Connection: close');
  const answer = await rawRequest(port, head.join('\r\n'), bytes);
  seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
  const label = `${r.method} ${r.target} → ${answer.status} ${answer.body.slice(0, 200)}`;
  expect(answer.status, label).toBeGreaterThanOrEqual(200);
  expect(answer.status, label).toBeLessThan(500);
  expect(answer.body, label).not.toMatch(INTERNALS);
  expect((await fetch(`${server.url}/api/terms`)).status).toBe(200);
}

/** Ids and slugs of the seed, so that bodies reach the handlers behind the path lookups. */
const F = FIXTURES;
const knownSegment = fc.constantFrom(
  ...[F.providers.standardTemplate.id, F.customers.demo.id, F.events.block.id].map(String),
  ...[F.bookings.created.id, F.bookings.prepared.id, F.bookings.pending.id].map(String),
  ...[F.bookings.guest.id, F.bookings.free.id, F.bookings.paid.id].map(String),
  F.providers.standardTemplate.slug ?? 'x',
);
const BODY_ROUTES = ROUTE_TABLE.filter((r) => r.method === 'post' || r.method === 'put');

describe('fuzzing the Node server', () => {
  it('never crashes, never answers 5xx and never shows internals: paths, Hosts, queries', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request(`127.0.0.1:${port}`), (r) =>
        exchange({ ...r, target: r.path + r.query }, [], seen),
      ),
      { seed: SEED, numRuns: TRANSPORT_RUNS },
    );
    // The run reaches the handlers, the body check and the server's own refusals.
    for (const status of [200, 400, 404, 415])
      expect(seen.get(status), `${status}`).toBeGreaterThan(0);
  });

  it('never crashes, never answers 5xx and never shows internals: bodies of wrong types', async () => {
    const seen = new Map<number, number>();
    const arbitrary = fc.constantFrom(...BODY_ROUTES).chain((route) =>
      fc.record({
        target: fc
          .array(knownSegment, { minLength: 3, maxLength: 3 })
          .map((ids) => `/api${route.path.replace(/\{\w+\}/g, () => ids.pop() ?? '1')}`),
        body: shapedBody(route.operationId).map((value) => JSON.stringify(value) ?? 'null'),
        session: fc.boolean(),
        guest: fc.boolean(),
        method: fc.constant(route.method.toUpperCase()),
      }),
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, (r) => {
        const extra = [
          ...(r.session ? [`Authorization: Bearer ${F.sessions.demo.token}`] : []),
          ...(r.guest ? [`X-Device-Fingerprint: ${F.bookings.guest.token}`] : []),
        ];
        const sent = { ...r, host: `127.0.0.1:${port}`, contentType: 'application/json' };
        return exchange(sent, extra, seen);
      }),
      { seed: SEED, numRuns: BODY_RUNS },
    );
    for (const status of [400, 422]) expect(seen.get(status), `${status}`).toBeGreaterThan(0);
  });
});
