/**
 * robots.txt and the sitemap, over the demo backend in-process with a fixed clock.
 */
import { createMockApi } from '@kurse/api-mock';
import { CRAWL_DISALLOW, SITEMAP_MAX_URLS } from '@kurse/domain';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapFiles, sitemapUrls } from './crawl';

const NOW = new Date('2026-11-23T10:00:00+01:00');
const API = 'http://kurse.test/api';
const SITE = 'https://kurse.example';

describe('robots.txt', () => {
  it('keeps crawlers off the personal pages and names the sitemap', () => {
    const text = robotsTxt(SITE);
    expect(text.split('\n')[0]).toBe('User-agent: *');
    for (const path of CRAWL_DISALLOW) expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toContain('\nSitemap: https://kurse.example/sitemap.xml\n');
  });
});

describe('the sitemap', () => {
  it('lists the landing page, providers with their pages, courses, posts and franchises', async () => {
    const mock = createMockApi({ now: NOW, base: API });
    const urls = await sitemapUrls({
      apiUrl: API,
      origin: SITE,
      signal: new AbortController().signal,
      reach: { fetch: (request) => mock.fetch(request), now: () => NOW },
    });
    expect(urls[0]).toBe(`${SITE}/`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${SITE}/schwimmschule-seepferdchen`,
        `${SITE}/schwimmschule-seepferdchen/courses`,
        `${SITE}/schwimmschule-seepferdchen/courses/101`,
        `${SITE}/schwimmschule-seepferdchen/blog`,
        `${SITE}/loves/kinderturnwelt`,
        `${SITE}/loves/kinderturnwelt/schedule`,
      ]),
    );
    // Only public pages: nothing a robots.txt rule keeps crawlers off.
    expect(urls.filter((url) => /\/(me|checkout|rooms|preview|api)(\/|$)/.test(url))).toEqual([]);
  });

  it('is one file up to 50,000 addresses, escaped', () => {
    const files = sitemapFiles([`${SITE}/a?b=1&c=2`], SITE);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    expect(files.get('/sitemap.xml')).toContain('<loc>https://kurse.example/a?b=1&amp;c=2</loc>');
  });

  it('is split into files of 50,000 under an index beyond that', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => `${SITE}/p${i}`);
    const files = sitemapFiles(urls, SITE);
    expect([...files.keys()].sort()).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap.xml']);
    expect(files.get('/sitemap.xml')).toContain('<sitemapindex');
    expect(files.get('/sitemap.xml')).toContain(`<loc>${SITE}/sitemap-2.xml</loc>`);
    expect(files.get('/sitemap-1.xml')?.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(files.get('/sitemap-2.xml')?.match(/<url>/g)).toHaveLength(1);
  });
});
