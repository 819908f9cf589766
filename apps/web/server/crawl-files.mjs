/**
 * `robots.txt` and the sitemap (`/sitemap.xml`, and `/sitemap-N.xml` when it is split), made by the
 * server entry's crawl functions from the API. The sitemap is made at most once an hour: requests
 * meanwhile share the one made (or being made); a failed one answers 503 and is tried again on
 * the next request.
 */

/** How long a made sitemap is kept, here and by caches. */
export const SITEMAP_TTL_MS = 60 * 60 * 1000;
const CACHE = `public, max-age=3600`;

/**
 * @typedef {object} CrawlFilesOptions
 * @property {() => Promise<any>} load The server entry (`ssr-entry.mjs`).
 * @property {string | (() => string)} apiUrl The API root.
 * @property {string} [siteUrl] The public origin (`KURSE_SITE_URL`); default: the request's.
 * @property {() => number} [now] The clock (tests).
 */

/**
 * Registers the crawl files.
 * @param {import('fastify').FastifyInstance} app
 * @param {CrawlFilesOptions} options
 */
export function registerCrawlFiles(app, { load, apiUrl, siteUrl, now = Date.now }) {
  const fixed = siteUrl ? new URL(siteUrl).origin : null;
  /** @param {import('fastify').FastifyRequest} request */
  const originOf = (request) => fixed ?? `${request.protocol}://${request.host}`;
  /** @type {Map<string, { at: number, files: Promise<Map<string, string>> }>} by origin */
  const made = new Map();

  /** @param {string} origin */
  const sitemap = (origin) => {
    const kept = made.get(origin);
    if (kept && now() - kept.at < SITEMAP_TTL_MS) return kept.files;
    const files = load().then(async (entry) => {
      const urls = await entry.sitemapUrls({
        apiUrl: typeof apiUrl === 'function' ? apiUrl() : apiUrl,
        origin,
        signal: AbortSignal.timeout(120_000),
      });
      return /** @type {Map<string, string>} */ (entry.sitemapFiles(urls, origin));
    });
    made.set(origin, { at: now(), files });
    // A failure is not kept: the next request tries again.
    files.catch(() => made.delete(origin));
    return files;
  };

  app.get('/robots.txt', async (request, reply) => {
    const entry = await load();
    return reply
      .header('cache-control', CACHE)
      .type('text/plain; charset=utf-8')
      .send(entry.robotsTxt(originOf(request)));
  });

  /** @type {import('fastify').RouteHandlerMethod} */
  const sitemapFile = async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    let files;
    try {
      files = await sitemap(originOf(request));
    } catch (error) {
      request.log.error({ err: error }, 'sitemap');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain')
        .send('Sitemap not available');
    }
    const file = files.get(path);
    if (file === undefined) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(file);
  };
  app.get('/sitemap.xml', sitemapFile);
  app.get('/sitemap-:part', sitemapFile);
}
