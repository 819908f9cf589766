/**
 * What crawlers read besides the pages: `robots.txt` (what they may visit, where the sitemap is)
 * and the sitemap of every public page the API knows — the landing page; each provider with its
 * offers, blog, posts and texts; each course; each franchise with its map and schedule. The list
 * comes from the API's list search (every offer, bookable or not), then each provider's own reads.
 */
import type { ApiClient } from '@kurse/api-client';
import { CRAWL_DISALLOW, SITEMAP_MAX_URLS, pathOfRoute, type RouteKind } from '@kurse/domain';
import type { ServicesOptions } from '@kurse/features';
import { escapeHtml } from './page-document';
import { serverServices } from './services';

/** robots.txt: everyone may crawl, except {@link CRAWL_DISALLOW}; the sitemap's address. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...CRAWL_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/** The most list-search pages read for one sitemap (9 results each): a bound on its cost. */
export const SEARCH_PAGES_MAX = 500;
/** Providers read at once while the sitemap is made. */
const PARALLEL = 4;

/** What the sitemap is made from: providers by slug, and the franchises they belong to. */
interface Found {
  providers: Map<string, number>;
  franchises: Set<string>;
}

/** Reads every page of the list search without filters; collects the providers it names. */
async function searchProviders(api: ApiClient, signal: AbortSignal): Promise<Found> {
  const found: Found = { providers: new Map(), franchises: new Set() };
  for (let page = 1; page <= SEARCH_PAGES_MAX; page += 1) {
    const answer = await api.GET('/search/all/', {
      params: { query: { page, bookable: false } },
      signal,
    });
    if (!answer.ok) throw new Error(`The list search failed on page ${page}.`);
    const { data } = answer;
    for (const result of data.results) {
      if (result.modelName === 'provider') found.providers.set(result.slug, result.id);
      if (result.modelName === 'course' && result.provider?.slug && result.provider.id) {
        found.providers.set(result.provider.slug, result.provider.id);
      }
    }
    if (page * data.meta.perPage >= data.meta.totalCount) break;
  }
  return found;
}

/** The paths of one provider: its page, offers, texts, blog and posts, and its courses. */
async function providerPaths(
  api: ApiClient,
  slug: string,
  id: number,
  found: Found,
  signal: AbortSignal,
): Promise<string[]> {
  const [provider, courses, posts] = await Promise.all([
    api.GET('/providers/{id}', { params: { path: { id: slug } }, signal }),
    api.GET('/courses', { params: { query: { provider_id: String(id) } }, signal }),
    api.GET('/providers/{id}/posts', { params: { path: { id: String(id) } }, signal }),
  ]);
  if (!provider.ok) return [];
  const { hasTerms, hasPrivacyPolicy, franchises = [] } = provider.data;
  for (const franchise of franchises) found.franchises.add(franchise.slug);
  const path = (kind: RouteKind, params: Record<string, string | number> = {}) =>
    pathOfRoute(kind, { slug, ...params });
  return [
    path('provider'),
    path('courses'),
    hasTerms ? path('terms') : null,
    hasPrivacyPolicy ? path('privacyPolicy') : null,
    ...(courses.ok ? courses.data.courses : []).map((course) => path('course', { id: course.id })),
    ...(posts.ok && posts.data.posts.length > 0 ? [path('blog')] : []),
    ...(posts.ok ? posts.data.posts : []).map((post) => path('post', { id: post.slug })),
  ].filter((entry): entry is string => entry !== null);
}

/**
 * Every public page's absolute address, the landing page first. A provider whose reads fail is
 * left out (the next sitemap has it); a failing list search fails the whole sitemap.
 */
export async function sitemapUrls(request: {
  apiUrl: string;
  origin: string;
  signal: AbortSignal;
  reach?: Pick<ServicesOptions, 'fetch' | 'now'>;
}): Promise<string[]> {
  const { api } = serverServices(request.apiUrl, '', request.reach);
  const found = await searchProviders(api, request.signal);
  const providers = [...found.providers];
  const paths: string[] = ['/'];
  for (let at = 0; at < providers.length; at += PARALLEL) {
    const batch = providers.slice(at, at + PARALLEL);
    const read = await Promise.all(
      batch.map(([slug, id]) =>
        providerPaths(api, slug, id, found, request.signal).catch(() => []),
      ),
    );
    paths.push(...read.flat());
  }
  for (const franchise of found.franchises) {
    for (const kind of ['franchise', 'franchiseMap', 'franchiseSchedule'] as const) {
      const path = pathOfRoute(kind, { id: franchise });
      if (path !== null) paths.push(path);
    }
  }
  return [...new Set(paths)].map((path) => new URL(path, request.origin).href);
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One sitemap file of addresses. */
const urlSet = (urls: readonly string[]) =>
  `${XML}<urlset xmlns="${NS}">\n${urls
    .map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

/**
 * The sitemap as files: one `/sitemap.xml` of at most {@link SITEMAP_MAX_URLS} addresses; with
 * more, `/sitemap.xml` is an index of `/sitemap-1.xml`, `/sitemap-2.xml`, … of that many each.
 * Returns the files by path.
 */
export function sitemapFiles(urls: readonly string[], origin: string): Map<string, string> {
  if (urls.length <= SITEMAP_MAX_URLS) return new Map([['/sitemap.xml', urlSet(urls)]]);
  const files = new Map<string, string>();
  const parts: string[] = [];
  for (let at = 0; at < urls.length; at += SITEMAP_MAX_URLS) {
    const path = `/sitemap-${parts.length + 1}.xml`;
    parts.push(path);
    files.set(path, urlSet(urls.slice(at, at + SITEMAP_MAX_URLS)));
  }
  const index = parts
    .map((path) => `<sitemap><loc>${escapeHtml(new URL(path, origin).href)}</loc></sitemap>`)
    .join('\n');
  files.set('/sitemap.xml', `${XML}<sitemapindex xmlns="${NS}">\n${index}\n</sitemapindex>\n`);
  return files;
}
