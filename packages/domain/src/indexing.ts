/**
 * What search engines may crawl and index, and the canonical address of a page. Spec: discovery
 * §2 Route table; the spec names no indexing rules (decision in the README).
 */
import { ROUTE_PATTERNS, type RouteKind } from './routes';
import { truncate } from './text';

/**
 * The pages search engines index: the landing page and what providers and franchises publish.
 * Search results, previews, embeds, account steps, personal pages and the not-found page are
 * not indexed (a search engine's own results should not list ours).
 */
const INDEXED: readonly RouteKind[] = [
  'landing',
  'provider',
  'courses',
  'course',
  'event',
  'blog',
  'post',
  'terms',
  'privacyPolicy',
  'franchise',
  'franchiseMap',
  'franchiseSchedule',
];

/**
 * Whether a page kind is indexed (else its head says `noindex`).
 * Spec: discovery §2 Route table.
 */
export function isIndexed(kind: RouteKind): boolean {
  return INDEXED.includes(kind);
}

/**
 * The paths crawlers are kept out of (robots.txt): the customer's own pages, checkouts, rooms,
 * previews and the API. `*` stands for a provider's slug; `$` ends the path, so `/me` does not
 * keep crawlers off a provider whose slug starts with "me".
 * Spec: discovery §2 Route table.
 */
export const CRAWL_DISALLOW: readonly string[] = [
  '/api/',
  '/me$',
  '/me/',
  '/preview/',
  '/*/checkout/',
  '/*/checkout-redirect/',
  '/*/rooms/',
];

/**
 * The most addresses one sitemap file may list (sitemaps.org); more are split into files.
 * Spec: discovery §2 Route table.
 */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The path of a page kind: its first pattern (`ROUTE_PATTERNS`) with the parameters filled in,
 * each encoded; null when a parameter is missing or the kind has no address. Without a query, it
 * is also a page's canonical path: `?token=` or tracking parameters never make a second address of
 * the same page. Spec: discovery §2 Route table.
 */
export function pathOfRoute(
  kind: RouteKind,
  params: Readonly<Record<string, string | number>>,
): string | null {
  const pattern = ROUTE_PATTERNS.find(([patternKind]) => patternKind === kind)?.[1];
  if (pattern === undefined) return null;
  let missing = false;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? null : path;
}

/**
 * The longest meta description search results show whole (the kept characters, then `…`).
 * Spec: discovery §2 Route table.
 */
export const META_DESCRIPTION_MAX = 155;

/**
 * A page's meta description from a text of the API (already plain text): its whitespace closed
 * up, cut to {@link META_DESCRIPTION_MAX}; undefined when nothing is left.
 * Spec: discovery §2 Route table.
 */
export function metaDescription(text: string | null | undefined): string | undefined {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  return plain ? truncate(plain, META_DESCRIPTION_MAX) : undefined;
}

/**
 * The image a link preview shows: the first candidate that is a web address or a path of the
 * site (an image embedded as a data address is no use to a preview or a crawler).
 * Spec: discovery §2 Route table.
 */
export function previewImage(...candidates: (string | null | undefined)[]): string | undefined {
  return candidates.find((url) => !!url && /^(https?:\/\/|\/(?!\/))/i.test(url)) ?? undefined;
}
