// `npm run bench:ssr` (after scripts/bench.mjs has built the app): how fast the server renders the
// course and the provider page on this machine.
// 1. Throughput: autocannon against the built app served by apps/web/server/main.mjs on loopback,
//    requests per second and p50/p99 latency per page — once with the demo backend as it is, once
//    with every API answer held back by a fixed pause (a proxy in front of the demo backend).
// 2. Render time: the server entry's `renderDocument` called in this process, sequentially, with
//    the API's answers read once and then kept in memory (the render's own time), and with every
//    read going to the demo backend over loopback.
// Options: --duration S (or KURSE_BENCH_DURATION, default 30) per page and pass,
// --connections N (default 10), --latency MS (default 50), --renders N (default 200).
// Exits 1 on errors (a failed request or render), never on a missed budget.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startDemoBackend } from '../apps/web/server/demo-backend.mjs';
import { median, percentile, table, verdict } from './lib/bench-report.mjs';
import { startAppServer } from './lib/bench-server.mjs';
import { startLatencyProxy } from './lib/latency-proxy.mjs';
import { root, step } from './lib/tools.mjs';

/** The pages measured, as the issue names them. */
const PAGES = [
  ['course', '/schwimmschule-seepferdchen/courses/101'],
  ['provider', '/schwimmschule-seepferdchen'],
];
/** The budget: the course page renders in at most 20 ms (median). */
const COURSE_RENDER_BUDGET_MS = 20;
const WARM_UP_RENDERS = 50;

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    latency: { type: 'string' },
    renders: { type: 'string' },
  },
});
const positive = (/** @type {string} */ name, /** @type {string} */ value) => {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a number > 0`);
  return number;
};
const duration = positive('duration', values.duration ?? process.env.KURSE_BENCH_DURATION ?? '30');
const connections = positive('connections', values.connections ?? '10');
const latency = positive('latency', values.latency ?? '50');
const renders = positive('renders', values.renders ?? '200');

/** Problems met on the way; any makes the run fail. */
const errors = /** @type {string[]} */ ([]);
const ms = (/** @type {number} */ value) => value.toFixed(1);

/**
 * Asks every page once (the server's first render loads its code) and load-tests each in turn.
 * @param {string} origin
 * @param {string} label
 * @param {Record<string, string>} [headers]
 */
async function loadTest(origin, label, headers = {}) {
  const rows = [];
  for (const [name, path] of PAGES) {
    const first = await fetch(origin + path, { headers });
    await first.text();
    if (first.status !== 200) errors.push(`${label} ${name}: status ${first.status}`);
    const result = await autocannon({ url: origin + path, connections, duration, headers });
    const failed = result.non2xx + result.errors + result.timeouts;
    if (failed > 0) {
      errors.push(
        `${label} ${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    rows.push([
      `${name} (${label})`,
      result.requests.average.toFixed(1),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.requests.total),
      String(failed),
    ]);
  }
  return rows;
}

/** The query parameter of the API client's cache-busting timestamp (api-client middleware). */
const CACHE_BUSTER_PARAM = '_';

/**
 * A global `fetch` that can keep GET answers: the API client looks the global up on every call,
 * so the server entry's reads go through it. An answer is kept by its address without the
 * cache-busting timestamp, which differs on every read.
 */
function keepingFetch() {
  const send = globalThis.fetch;
  /** @type {Map<string, { status: number, headers: [string, string][], body: string }>} */
  const kept = new Map();
  const state = { keep: false };
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!state.keep || request.method !== 'GET') return send(request);
    const address = new URL(request.url);
    address.searchParams.delete(CACHE_BUSTER_PARAM);
    let answer = kept.get(address.href);
    if (!answer) {
      const response = await send(request);
      answer = {
        status: response.status,
        headers: [...response.headers],
        body: await response.text(),
      };
      kept.set(address.href, answer);
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, answer);
  };
  return state;
}

/**
 * Renders each page `renders` times in a row (after a warm-up) and returns the times in ms.
 * @param {any} entry the server entry
 * @param {string} apiUrl
 */
async function renderTimes(entry, apiUrl) {
  const template = readFileSync(join(root, 'apps', 'web', 'dist', 'index.html'), 'utf8');
  const once = async (/** @type {string} */ url) => {
    const started = performance.now();
    const answer = await entry.renderDocument({
      template,
      url,
      origin: 'http://127.0.0.1',
      acceptLanguage: 'de',
      apiUrl,
      signal: new AbortController().signal,
      onError: (/** @type {unknown} */ error) => errors.push(`render ${url}: ${String(error)}`),
    });
    if (typeof answer.body !== 'string') await finished(answer.body.resume());
    if (answer.status !== 200) errors.push(`render ${url}: status ${answer.status}`);
    return performance.now() - started;
  };
  /** @type {Record<string, number[]>} */
  const times = {};
  for (const [name, path] of PAGES) {
    for (let i = 0; i < WARM_UP_RENDERS; i += 1) await once(path);
    const samples = [];
    for (let i = 0; i < renders; i += 1) samples.push(await once(path));
    times[name] = samples;
  }
  return times;
}

async function main() {
  const header = ['page', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed'];
  step(`Load test: ${duration} s per page, ${connections} connections, demo backend as it is`);
  let server = await startAppServer();
  const plain = await loadTest(server.url, 'demo backend').finally(() => server.stop());

  step(`Load test: the same with every API answer ${latency} ms later`);
  const demo = await startDemoBackend();
  try {
    const proxy = await startLatencyProxy({ target: new URL(demo.url()).origin, delayMs: latency });
    server = await startAppServer({ extraEnv: { KURSE_API_URL: `${proxy.url}/api` } });
    const slow = await loadTest(server.url, `API +${latency} ms`).finally(async () => {
      await server.stop();
      await proxy.close();
    });
    console.log(`\n${table(header, [...plain, ...slow])}`);

    step(`Render time: ${renders} renders per page in a row, in this process`);
    process.env.NODE_ENV ??= 'production';
    const entryFile = join(root, 'apps', 'web', 'dist-server', 'entry-server.js');
    const entry = await import(pathToFileURL(entryFile).href);
    const reads = keepingFetch();
    reads.keep = true;
    const alone = await renderTimes(entry, demo.url());
    reads.keep = false;
    const withReads = await renderTimes(entry, demo.url());
    const rows = PAGES.map(([name]) => {
      const own = alone[name] ?? [];
      const all = withReads[name] ?? [];
      return [
        name,
        ms(median(own)),
        ms(percentile(own, 99)),
        ms(median(all)),
        ms(percentile(all, 99)),
      ];
    });
    console.log(
      `\n${table(['page', 'render p50 ms', 'p99 ms', 'with API reads p50 ms', 'p99 ms'], rows)}`,
    );
    console.log(
      '(render: the API answers kept in memory; with API reads: the demo backend on loopback)',
    );
    const course = median(alone.course ?? []);
    console.log(
      `\nBudget: course page render ≤ ${COURSE_RENDER_BUDGET_MS} ms (median): ${ms(course)} ms — ${verdict(course <= COURSE_RENDER_BUDGET_MS)}`,
    );
  } finally {
    await demo.stop();
  }
}

try {
  await main();
} catch (error) {
  errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
if (errors.length > 0) {
  console.error(`\n${errors.length} error(s):\n${[...new Set(errors)].join('\n')}`);
  process.exit(1);
}
process.exit(0);
