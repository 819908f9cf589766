// `npm run bench:lighthouse` (after scripts/bench.mjs has built the app): Lighthouse's mobile
// audit (its default: a phone's screen, simulated slow 4G and CPU) of the main pages of the built
// app, served by apps/web/server/main.mjs on loopback — performance and SEO scores, LCP, CLS and
// TBT, the median of several runs per page, against the budgets. The browser runs in
// Berlin's time zone, as our visitors' do.
// Options: --csr (serve with server rendering off, to compare), --runs N (default 3).
// The browser: KURSE_CHROMIUM (scripts/bench.mjs sets it), else Debian's chromium or its headless
// shell, else what chrome-launcher finds.
// Exits 1 on errors (a page that failed to load or to be measured), never on a missed budget.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { median, table, verdict } from './lib/bench-report.mjs';
import { startAppServer } from './lib/bench-server.mjs';
import { step } from './lib/tools.mjs';

/**
 * The pages measured: one of each main kind, from the demo backend's seed. Search results are
 * kept out of the index by design (domain `isIndexed`: `noindex`), which Lighthouse's
 * `is-crawlable` audit counts against the SEO score: there the budget judges the score without it.
 */
const PAGES = [
  { name: 'landing', path: '/', indexed: true },
  { name: 'search', path: '/search?term=Schwimmen', indexed: false },
  { name: 'provider', path: '/schwimmschule-seepferdchen', indexed: true },
  { name: 'offers', path: '/schwimmschule-seepferdchen/courses', indexed: true },
  { name: 'course', path: '/schwimmschule-seepferdchen/courses/101', indexed: true },
  { name: 'franchise', path: '/loves/kinderturnwelt', indexed: true },
  {
    name: 'blog post',
    path: '/schwimmschule-seepferdchen/blog/neues-lehrschwimmbecken-in-neukoelln',
    indexed: true,
  },
];
const NOT_INDEXED_AUDIT = 'is-crawlable';
/** The budgets. */
const BUDGET = { performance: 95, lcpMs: 2000, cls: 0.02, seo: 100 };

const { values } = parseArgs({ options: { csr: { type: 'boolean' }, runs: { type: 'string' } } });
const runs = Number(values.runs ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number > 0');

const chromePath =
  process.env.KURSE_CHROMIUM ||
  [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/lib/chromium/chromium-headless-shell',
  ].find((path) => existsSync(path)) ||
  undefined;

/** Audits that do not count towards a category's score. */
const UNSCORED = ['notApplicable', 'manual', 'informative'];

/**
 * The SEO score (0–100) without the audit `leftOut`, its audits weighted as Lighthouse weighs them.
 * @param {import('lighthouse').Result} lhr
 * @param {string} leftOut
 */
function seoWithout(lhr, leftOut) {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.id === leftOut || !audit || typeof audit.score !== 'number') continue;
    if (ref.weight === 0 || UNSCORED.includes(audit.scoreDisplayMode)) continue;
    weighted += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((100 * weighted) / weights) : Number.NaN;
}

/**
 * One Lighthouse run of `url`: the scores (0–100) and metrics (ms; CLS unitless); `seoIndexable`
 * is the SEO score without the `is-crawlable` audit.
 * @param {string} url
 * @param {number} port the browser's debugging port
 */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${url}: Lighthouse gave no result`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (/** @type {string} */ id) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`${url}: no ${id} score`);
    return Math.round(value * 100);
  };
  const metric = (/** @type {string} */ id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`${url}: no ${id}`);
    return value;
  };
  return {
    performance: score('performance'),
    seo: score('seo'),
    seoIndexable: seoWithout(lhr, NOT_INDEXED_AUDIT),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
  };
}

async function main() {
  const mode = values.csr ? 'rendered in the browser (--csr)' : 'rendered on the server';
  step(`Lighthouse (mobile), ${runs} run(s) per page, pages ${mode}`);
  const server = await startAppServer({ args: values.csr ? ['--csr'] : [] });
  const chrome = await chromeLauncher
    .launch({
      ...(chromePath ? { chromePath } : {}),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      // Our visitors' zone (Germany, Austria, Switzerland): elsewhere the page adds its time-zone
      // warning above the content once it runs (discovery §1), which moves the page down.
      envVars: { ...process.env, TZ: 'Europe/Berlin' },
    })
    .catch(async (/** @type {unknown} */ error) => {
      await server.stop();
      throw error;
    });
  const rows = [];
  const misses = [];
  try {
    for (const { name, path, indexed } of PAGES) {
      /** @type {Awaited<ReturnType<typeof audit>>[]} */
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await audit(server.url + path, chrome.port));
      const m = (/** @type {keyof (typeof results)[number]} */ key) =>
        median(results.map((result) => result[key]));
      const seo = indexed ? m('seo') : m('seoIndexable');
      const checks = {
        performance: m('performance') >= BUDGET.performance,
        LCP: m('lcp') <= BUDGET.lcpMs,
        CLS: m('cls') <= BUDGET.cls,
        SEO: seo >= BUDGET.seo,
      };
      const missed = Object.entries(checks)
        .filter(([, met]) => !met)
        .map(([key]) => key);
      if (missed.length > 0) misses.push(`${name}: ${missed.join(', ')}`);
      rows.push([
        name,
        String(m('performance')),
        (m('lcp') / 1000).toFixed(2),
        m('cls').toFixed(3),
        String(Math.round(m('tbt'))),
        indexed ? String(m('seo')) : `${m('seo')} (${seo}*)`,
        verdict(missed.length === 0),
      ]);
      console.log(`  ${name}: done`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(
    `\n${table(['page', 'performance', 'LCP s', 'CLS', 'TBT ms', 'SEO', 'budgets'], rows)}`,
  );
  console.log(
    `\nMedian of ${runs} run(s); pages ${mode}. Budgets: performance ≥ ${BUDGET.performance}, ` +
      `LCP ≤ ${(BUDGET.lcpMs / 1000).toFixed(1)} s, CLS ≤ ${BUDGET.cls}, SEO ${BUDGET.seo}.`,
  );
  console.log(
    `* not indexed by design: SEO judged without Lighthouse's ${NOT_INDEXED_AUDIT} audit.`,
  );
  console.log(misses.length > 0 ? `Missed: ${misses.join('; ')}` : 'All budgets met.');
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
