/**
 * The server-rendering handler: answers a page path with the page rendered by the server entry
 * (`vite build --ssr src/entry-server.tsx`, in `dist-server/`): status, caching and language
 * headers from the page, the document streamed once complete. A render that fails before the
 * first byte answers 500 with the app's page, which then renders in the browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_CACHE } from './static-files.mjs';

/**
 * @typedef {object} PageRendererOptions
 * @property {string} dist The client build (its `index.html` is the template).
 * @property {() => Promise<any>} load The server entry (`ssr-entry.mjs`).
 * @property {string | (() => string)} apiUrl The API root the pages read from.
 * @property {string} [siteUrl] The site's public origin (`KURSE_SITE_URL`) for canonical and
 *   preview addresses; default: the request's own (trusted only on loopback and private networks).
 * @property {readonly string[]} [apiCookies] The names of the visitor's cookies the page's reads
 *   pass on to the API (the demo backend's scenarios); default none: a public page is the same
 *   for everybody.
 */

/**
 * The cookies named in `names`, as a `Cookie` header, from a request's `Cookie` header.
 * @param {string | undefined} header
 * @param {readonly string[]} names
 * @returns {string | undefined}
 */
export function pickCookies(header, names) {
  if (!header || names.length === 0) return undefined;
  const picked = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => names.includes(part.slice(0, part.indexOf('='))));
  return picked.length > 0 ? picked.join('; ') : undefined;
}

/**
 * @param {PageRendererOptions} options
 * @returns {import('./app-page.mjs').Render}
 */
export function pageRenderer({ dist, load, apiUrl, siteUrl, apiCookies = [] }) {
  const origin = siteUrl ? new URL(siteUrl).origin : null;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  return async (request, reply) => {
    const { renderDocument } = await load();
    const controller = new AbortController();
    request.raw.once('close', () => controller.abort());
    try {
      const answer = await renderDocument({
        template,
        url: request.url,
        origin: origin ?? `${request.protocol}://${request.host}`,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        apiUrl: typeof apiUrl === 'function' ? apiUrl() : apiUrl,
        apiCookie: pickCookies(request.headers.cookie, apiCookies),
        signal: controller.signal,
        onError: (/** @type {unknown} */ error) => request.log.error({ err: error }, 'render'),
      });
      return reply
        .code(answer.status)
        .headers(answer.headers)
        .type('text/html; charset=utf-8')
        .send(answer.body);
    } catch (error) {
      request.log.error({ err: error }, 'render failed');
      return reply
        .code(500)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(template);
    }
  };
}
