/**
 * Provider page rules: "since" badge, maps link target and address, bottom menu, footer links,
 * templates and the remembered visits. Spec: discovery §2 Provider page and Navigation and frame,
 * §3, §4, §9.
 */
import { SINGLE_PROVIDER_ZOOM } from './map';

/** Providers this many days old or younger are "recently" on board. Spec: discovery §9. */
export const SINCE_RECENTLY_MAX_DAYS = 30;

/** The "since" badge. Spec: discovery §2 Provider page, §9. */
export type SinceBadge =
  { kind: 'recently' } | { kind: 'since'; days: number; years: number; months: number };

const DAYS_PER_MONTH = 365.25 / 12;

/**
 * The provider's "since" badge. Spec: discovery §2 Provider page, §9.
 * 'recently' at 30 days or less, else the time on board as whole years plus the remaining whole
 * months (average month of 365.25 / 12 days); null when `sinceDays` is unknown.
 */
export function sinceBadge(sinceDays: number | null | undefined): SinceBadge | null {
  if (sinceDays == null || !Number.isFinite(sinceDays)) return null;
  if (sinceDays <= SINCE_RECENTLY_MAX_DAYS) return { kind: 'recently' };
  const totalMonths = Math.floor(sinceDays / DAYS_PER_MONTH);
  return {
    kind: 'since',
    days: sinceDays,
    years: Math.floor(totalMonths / 12),
    months: totalMonths % 12,
  };
}

/**
 * Target of the open-in-maps link. Spec: discovery §2 Provider page.
 * 'apple' on iOS (iPhone, iPad, iPod, or an iPad reporting a Mac with touch points), else 'web'.
 * Takes the user agent or platform string and, optionally, `navigator.maxTouchPoints`.
 */
export function mapsLinkTarget(
  userAgentOrPlatform: string | null | undefined,
  maxTouchPoints = 0,
): 'apple' | 'web' {
  const ua = userAgentOrPlatform ?? '';
  if (/iPhone|iPad|iPod|\biOS\b/i.test(ua)) return 'apple';
  return /Macintosh|MacIntel/i.test(ua) && maxTouchPoints > 1 ? 'apple' : 'web';
}

/**
 * A place for the open-in-maps link: coordinates and the address in one line. Spec: discovery §2
 * Provider page (address with the open-in-maps link).
 */
export interface MapsPlace {
  lat?: number | null;
  lng?: number | null;
  /** The address in one line, e.g. `Kastanienallee 12, 10435 Berlin`. */
  label?: string | null;
}

/**
 * Address of the open-in-maps link. Spec: discovery §2 Provider page (Apple maps on iOS, another
 * web maps service otherwise), Franchise page (zoom 15). Apple Maps for 'apple', OpenStreetMap for
 * 'web': a pin at the coordinates when both are known, else a search for the address; null when
 * neither is known.
 */
export function mapsLinkUrl(
  target: 'apple' | 'web',
  place: MapsPlace,
  zoom: number = SINGLE_PROVIDER_ZOOM,
): string | null {
  const label = place.label?.trim() ?? '';
  const { lat, lng } = place;
  const hasPoint = typeof lat === 'number' && typeof lng === 'number';
  if (!hasPoint && label === '') return null;
  if (target === 'apple') {
    const query = `q=${encodeURIComponent(label || `${lat},${lng}`)}`;
    return `https://maps.apple.com/?${query}${hasPoint ? `&ll=${lat},${lng}&z=${zoom}` : ''}`;
  }
  return hasPoint
    ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(label)}`;
}

/** An entry of the provider bottom menu. Spec: discovery §2 Navigation and frame. */
export type ProviderMenuEntry = 'provider' | 'courses' | 'blog';

/**
 * Bottom menu entries on provider pages. Spec: discovery §2 Navigation and frame.
 * Provider, courses, blog; provider only for external providers.
 */
export function providerMenuEntries(provider: { external?: boolean | null }): ProviderMenuEntry[] {
  return provider.external ? ['provider'] : ['provider', 'courses', 'blog'];
}

/** A footer link key. Spec: discovery §2 Navigation and frame. */
export type FooterLink =
  | 'faq'
  | 'blog'
  | 'imprint'
  | 'providerTerms'
  | 'providerPrivacyPolicy'
  | 'terms'
  | 'privacyPolicy'
  | 'disclaimer';

/**
 * Footer link keys in order. Spec: discovery §2 Navigation and frame, transactions §2 Terms.
 * FAQ, blog, imprint, the provider's own terms and privacy policy (only when it has them), the
 * general terms and privacy policy, and the disclaimer.
 */
export function footerLinks(provider: {
  hasTerms?: boolean | null;
  hasPrivacyPolicy?: boolean | null;
}): FooterLink[] {
  return [
    'faq',
    'blog',
    'imprint',
    ...(provider.hasTerms ? (['providerTerms'] as const) : []),
    ...(provider.hasPrivacyPolicy ? (['providerPrivacyPolicy'] as const) : []),
    'terms',
    'privacyPolicy',
    'disclaimer',
  ];
}

/** Provider page templates. Spec: discovery §2 Provider page, transactions §1. */
export type ProviderTemplate = 'card' | 'standard' | 'clean';

/**
 * Layout of a provider template. Spec: discovery §2 Provider page, transactions §2 Blog.
 * Clean shares the standard layout; unknown or missing templates use the default, standard.
 */
export function providerLayout(template: string | null | undefined): 'card' | 'standard' {
  return template === 'card' ? 'card' : 'standard';
}

/**
 * Provider page background colour. Spec: discovery §2 Provider page.
 * None for the clean template, else the provider's backgroundColor (null when it has none).
 */
export function providerBackground(
  template: string | null | undefined,
  backgroundColor: string | null | undefined,
): string | null {
  return template === 'clean' ? null : backgroundColor?.trim() || null;
}

/**
 * Whether the loaded provider belongs to the address slug. Spec: discovery §2 Route table.
 * Compared case-insensitively; provider pages render only then.
 */
export function providerMatchesSlug(
  loadedSlug: string | null | undefined,
  routeSlug: string,
): boolean {
  return loadedSlug != null && loadedSlug.toLowerCase() === routeSlug.toLowerCase();
}

/** A remembered provider visit; `time` is epoch ms. Spec: discovery §3 Provider (visitedAt). */
export interface ProviderVisit {
  id: string | number;
  slug: string;
  name: string;
  logo: string | null;
  time: number;
}

/**
 * Remembers a provider visit. Spec: discovery §4 Provider visit, §2 Landing page, Providers tab.
 * Visits deduplicated by id (keeping the newest per id), sorted newest first, optionally cut to
 * `limit` entries.
 */
export function rememberVisit<V extends ProviderVisit>(
  visits: readonly V[],
  visit: V,
  limit = Number.POSITIVE_INFINITY,
): V[] {
  const newest = new Map<string, V>();
  for (const v of [visit, ...visits]) {
    const key = String(v.id);
    const seen = newest.get(key);
    if (!seen || v.time > seen.time) newest.set(key, v);
  }
  return [...newest.values()].sort((a, b) => b.time - a.time).slice(0, Math.max(0, limit));
}
