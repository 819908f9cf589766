#!/usr/bin/env node
// Serves the production build of the web app, with `/api` answered by the demo backend (a
// supervised child on a free loopback port) or, when KURSE_API_URL is set, by that real API.
// Options: --port N (or PORT, default 4173), --host H (or HOST, default 127.0.0.1),
// --dist DIR (or KURSE_WEB_DIST, default apps/web/dist): a build made with `vite build --outDir`.
// Pages render on the server by the server entry next to the build (`dist-server/entry-server.js`,
// which the build writes); --csr (or KURSE_SSR=0) makes every page render in the browser instead.
// The app's VITE_KURSE_* configuration shapes the security headers (README, "Configuration").
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from './create-server.mjs';
import { DEMO_BACKEND_COOKIES, demoModeLine, startDemoBackend } from './demo-backend.mjs';
import { registerCrawlFiles } from './crawl-files.mjs';
import { pageRenderer } from './render-page.mjs';
import { entryLoader } from './ssr-entry.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    dist: { type: 'string' },
    csr: { type: 'boolean' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 4173);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
const dist = resolve(
  values.dist ?? process.env.KURSE_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)),
);

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build found in ${dist}. Run "npm start" (it builds first) or "npm run build".`);
  process.exit(1);
}

// React's production build for the pages the server renders, unless told otherwise.
process.env.NODE_ENV ??= 'production';
const ssrEntry = join(dist, '..', 'dist-server', 'entry-server.js');
const ssr = values.csr !== true && process.env.KURSE_SSR !== '0';
if (ssr && !existsSync(ssrEntry)) {
  console.error(`No server entry in ${ssrEntry}. Run "npm run build" (it writes both) first.`);
  process.exit(1);
}

const realApi = process.env.KURSE_API_URL;
const demo = realApi ? undefined : await startDemoBackend();
const apiUrl = realApi ?? (() => /** @type {NonNullable<typeof demo>} */ (demo).url());
const siteUrl = process.env.KURSE_SITE_URL;
const load = entryLoader(ssrEntry);
const app = await createServer({
  dist,
  apiUrl,
  render: ssr
    ? pageRenderer({ dist, load, apiUrl, siteUrl, apiCookies: demo ? DEMO_BACKEND_COOKIES : [] })
    : undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
if (ssr) registerCrawlFiles(app, { load, apiUrl, siteUrl });
app.addHook('onClose', async () => demo?.stop());

try {
  await app.listen({ port, host });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await demo?.stop();
  process.exit(1);
}
const shown = host === '0.0.0.0' ? 'localhost' : host;
console.log(`\nKurse is running at http://${shown}:${port}/`);
console.log(`API: ${realApi ? new URL(realApi).href : `demo backend at ${demo?.url()}`}`);
// The backend inherits the environment: KURSE_DEMO=0 turns its fixed logins and scenarios off.
if (demo) console.log(demoModeLine());
console.log('');

/** Closes gracefully: no new connections, open requests answered, the demo backend stopped. */
const stop = () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
