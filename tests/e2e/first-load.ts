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

/** The main routes and a sample address of each, for the size report. */
export const MEASURED_ROUTES: readonly (readonly [string, string])[] = [
  ['landing', '/'],
  ['profile', '/me'],
  ['provider', '/schwimmschule-seepferdchen'],
  ['course', '/schwimmschule-seepferdchen/courses/101'],
  ['event page', '/schwimmschule-seepferdchen/courses/101/1011'],
  ['search', '/search?term=schwimm'],
  ['map search', '/search-map?lat=50.9375&lng=6.9603&zoom=13'],
  ['blog post', '/schwimmschule-seepferdchen/blog/neues-lehrschwimmbecken-in-neukoelln'],
  ['room', '/yogamama-muenchen/rooms/401/rt_yoga_7f3a9c21'],
  ['new contract', '/me/contracts/7001/confirm?courseId=103&eventId=1031'],
  ['not found', '/gibt/es/nicht/wirklich/so/nicht'],
];
