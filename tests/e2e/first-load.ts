import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from './test';

// The build the server serves: another folder when KURSE_WEB_DIST names one (scripts/serve.mjs).
export const dist = process.env.KURSE_WEB_DIST
  ? resolve(process.env.KURSE_WEB_DIST)
  : join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

/** Gzip sizes in bytes of the JavaScript and CSS a page loads from the app. */
export interface FirstLoad {
  js: number;
  css: number;
  files: string[];
  /** Every request the page made: the document, scripts, styles, images and API reads. */
  requests: number;
}

const gzipSize = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

/**
 * Opens `path` and adds up the gzip sizes of the app's own scripts and styles it loads until the
 * network is idle (the entry, its static imports and the route's lazy chunks), and counts the
 * page's requests until then.
 */
export async function measureFirstLoad(page: Page, path: string): Promise<FirstLoad> {
  const files = new Set<string>();
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) {
      files.add(url.pathname);
    }
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const list = [...files].sort();
  const sum = (ext: string) =>
    list.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipSize(f), 0);
  return { js: sum('.js'), css: sum('.css'), files: list, requests };
}

/** A first-load budget: JavaScript (gzip, kB) and, where set, requests of every kind. */
export interface FirstLoadBudget {
  kB: number;
  requests?: number;
}

/** A main route: its name, a sample address, and its budget where it has one. */
export interface MeasuredRoute {
  name: string;
  path: string;
  budget?: FirstLoadBudget;
}

/**
 * The main routes and a sample address of each, for the size report (`npm run bench:bundle`) and
 * the budget tests (`budget.spec.ts`): the one home of the first-load budgets.
 */
export const MEASURED_ROUTES: readonly MeasuredRoute[] = [
  { name: 'landing', path: '/', budget: { kB: 130 } },
  { name: 'profile', path: '/me' },
  { name: 'provider', path: '/schwimmschule-seepferdchen', budget: { kB: 170 } },
  {
    name: 'course',
    path: '/schwimmschule-seepferdchen/courses/101',
    budget: { kB: 160, requests: 20 },
  },
  {
    name: 'event page',
    path: '/schwimmschule-seepferdchen/courses/101/1011',
    budget: { kB: 200 },
  },
  { name: 'search', path: '/search?term=schwimm', budget: { kB: 180 } },
  { name: 'map search', path: '/search-map?lat=50.9375&lng=6.9603&zoom=13' },
  {
    name: 'blog post',
    path: '/schwimmschule-seepferdchen/blog/neues-lehrschwimmbecken-in-neukoelln',
  },
  { name: 'room', path: '/yogamama-muenchen/rooms/401/rt_yoga_7f3a9c21' },
  { name: 'new contract', path: '/me/contracts/7001/confirm?courseId=103&eventId=1031' },
  { name: 'not found', path: '/gibt/es/nicht/wirklich/so/nicht' },
];

/** Whether a first load keeps within its budget. */
export const withinBudget = (load: FirstLoad, budget: FirstLoadBudget): boolean =>
  load.js <= budget.kB * 1024 && load.requests <= (budget.requests ?? Infinity);
