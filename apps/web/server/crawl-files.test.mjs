import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppConfig } from './config.mjs';
import { registerCrawlFiles, SITEMAP_TTL_MS } from './crawl-files.mjs';
import { createServer } from './create-server.mjs';
import { makeDist } from './test-fixtures.mjs';

/** The server entry's crawl functions, counting the sitemaps made; `failing` makes them fail. */
const entry = {
  made: 0,
  failing: false,
  robotsTxt: (/** @type {string} */ origin) => `User-agent: *\nSitemap: ${origin}/sitemap.xml\n`,
  sitemapUrls: async (/** @type {{ origin: string }} */ { origin }) => {
    entry.made += 1;
    if (entry.failing) throw new Error('API down');
    return [`${origin}/`];
  },
  sitemapFiles: (/** @type {string[]} */ urls) =>
    new Map([['/sitemap.xml', `<urlset>${urls.join('')}</urlset>`]]),
};

let clock = 0;
/** @type {import('fastify').FastifyInstance} */
let app;

beforeAll(async () => {
  app = await createServer({
    dist: makeDist(),
    apiUrl: 'http://127.0.0.1:9/api',
    config: readAppConfig({}),
  });
  registerCrawlFiles(app, {
    load: async () => entry,
    apiUrl: 'http://127.0.0.1:9/api',
    siteUrl: 'https://kurse.example/ignored/path',
    now: () => clock,
  });
});
afterAll(() => app.close());

describe('the crawl files', () => {
  it('answers robots.txt as text with the site’s origin, whatever the Host', async () => {
    const answer = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('Sitemap: https://kurse.example/sitemap.xml');
  });

  it('makes the sitemap once an hour, answers it as XML, and 404 for a part it has not', async () => {
    entry.made = 0;
    const first = await app.inject('/sitemap.xml');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/xml/);
    expect(first.body).toBe('<urlset>https://kurse.example/</urlset>');
    clock += SITEMAP_TTL_MS - 1;
    await app.inject('/sitemap.xml');
    expect(entry.made).toBe(1);
    expect((await app.inject('/sitemap-7.xml')).statusCode).toBe(404);
    clock += 1;
    await app.inject('/sitemap.xml');
    expect(entry.made).toBe(2);
  });

  it('answers 503 while the API fails, and tries again on the next request', async () => {
    clock += SITEMAP_TTL_MS;
    entry.failing = true;
    const failed = await app.inject('/sitemap.xml');
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.body).not.toContain('API down');
    entry.failing = false;
    expect((await app.inject('/sitemap.xml')).statusCode).toBe(200);
  });
});
