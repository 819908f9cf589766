/**
 * A load run against the app server with the demo backend behind it, on loopback: autocannon on
 * the landing page and on one API read through the proxy. Every answer must be a 2xx (no errors,
 * no timeouts), and after the load the heap (after a forced GC) must be back within 20 % of what
 * it was after the warm-up: the server holds nothing per request. Requests per second and p99 are
 * printed, not asserted (they depend on the machine and what else runs on it).
 *
 * Each run lasts `KURSE_LOAD_SECONDS` (default 10 s, to keep `npm test` short;
 * `KURSE_LOAD_SECONDS=30` for the full 30 s run).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppConfig } from './config.mjs';
import { createServer } from './create-server.mjs';
import { startDemoBackend } from './demo-backend.mjs';
import { makeDist } from './test-fixtures.mjs';

/** Seconds per run. */
const SECONDS = Number(process.env.KURSE_LOAD_SECONDS) || 10;
/** Concurrent connections: a busy page's worth of visitors on one instance. */
const CONNECTIONS = 10;
/** Requests per URL before the heap is measured: code compiled, pools and caches filled. */
const WARM_UP_REQUESTS = 1000;
/** How far the heap may stay above the warmed-up one after the load. */
const HEAP_TOLERANCE = 0.2;
/** The API read: a provider of the demo data. */
const API_READ = '/api/providers/schwimmschule-seepferdchen';

/**
 * The engine's GC, also when node runs without `--expose-gc` (the test runner's workers do).
 * @type {() => void}
 */
const gc = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc');
})();

/** The heap in use once the event loop is idle and garbage is collected. */
async function settledHeap() {
  for (let turn = 0; turn < 5; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return process.memoryUsage().heapUsed;
}

/** @type {import('./demo-backend.mjs').DemoBackend} */
let demo;
/** @type {import('fastify').FastifyInstance} */
let app;
let origin = '';
let heapBefore = 0;

/**
 * Runs autocannon on one path.
 * @param {string} path
 * @param {{ duration: number } | { amount: number }} length
 */
function load(path, length) {
  return autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, ...length });
}

beforeAll(async () => {
  demo = await startDemoBackend({ log: () => {} });
  app = await createServer({
    dist: makeDist(),
    apiUrl: demo.url,
    config: readAppConfig({}),
    // One client sends all of it: the per-client limit would answer 429 (api-proxy.test checks it).
    rateLimit: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  origin = `http://127.0.0.1:${port}`;
  for (const path of ['/', API_READ]) {
    const warm = await load(path, { amount: WARM_UP_REQUESTS });
    expect(warm['2xx'], path).toBe(WARM_UP_REQUESTS);
  }
  heapBefore = await settledHeap();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await demo?.stop();
});

describe(`the app server under ${CONNECTIONS} connections for ${SECONDS} s per URL`, () => {
  for (const path of ['/', API_READ]) {
    it(
      `answers ${path} with 2xx only`,
      async () => {
        const result = await load(path, { duration: SECONDS });
        console.log(
          `load ${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
            `${result.requests.total} requests`,
        );
        expect(result.requests.total).toBeGreaterThan(0);
        expect(result.errors).toBe(0);
        expect(result.timeouts).toBe(0);
        expect(result.non2xx).toBe(0);
        expect(result['2xx']).toBe(result.requests.total);
      },
      SECONDS * 1000 + 30_000,
    );
  }

  it('gives the memory back after the load', async () => {
    const heapAfter = await settledHeap();
    const mb = (/** @type {number} */ bytes) => (bytes / 2 ** 20).toFixed(1);
    console.log(
      `heap after warm-up ${mb(heapBefore)} MB, after the load ${mb(heapAfter)} MB ` +
        `(${(((heapAfter - heapBefore) / heapBefore) * 100).toFixed(1)} %)`,
    );
    expect(heapAfter).toBeLessThanOrEqual(heapBefore * (1 + HEAP_TOLERANCE));
  });
});
