/**
 * The route table of both specs as data, and the frame rules that depend on the route.
 * Spec: discovery §2 Route table and Navigation and frame; transactions §2.
 */

/** Every page kind of the product. Spec: discovery §2 Route table, transactions §2. */
export type RouteKind =
  | 'landing'
  | 'profile'
  | 'confirmSuccess'
  | 'confirmError'
  | 'passwordReset'
  | 'passwordEdit'
  | 'contracts'
  | 'contract'
  | 'contractConfirm'
  | 'contractSuccess'
  | 'contractCancel'
  | 'search'
  | 'searchMap'
  | 'preview'
  | 'franchise'
  | 'franchiseMap'
  | 'franchiseSchedule'
  | 'provider'
  | 'courses'
  | 'course'
  | 'cardPreview'
  | 'event'
  | 'checkout'
  | 'checkoutRedirect'
  | 'blog'
  | 'post'
  | 'terms'
  | 'privacyPolicy'
  | 'room'
  | 'notFound';

/** A matched route: its kind and its named parameters. Spec: discovery §2 Route table. */
export interface RouteMatch {
  kind: RouteKind;
  params: Readonly<Record<string, string>>;
}

/**
 * Patterns in matching order: literal routes first, then the provider-scoped ones under `/:slug`.
 * Spec: discovery §2 Route table, transactions §2.
 */
export const ROUTE_PATTERNS: readonly (readonly [RouteKind, string])[] = [
  ['landing', '/'],
  ['confirmSuccess', '/me/confirm/success'],
  ['confirmError', '/me/confirm/error'],
  ['passwordReset', '/me/password-reset'],
  ['passwordEdit', '/me/password-edit/:resetToken'],
  ['contracts', '/me/contracts'],
  ['contractSuccess', '/me/contracts/:productId/:id/success'],
  ['contractCancel', '/me/contracts/:productId/:id/cancel'],
  ['contractConfirm', '/me/contracts/:id/confirm'],
  ['contract', '/me/contracts/:id'],
  ['profile', '/me'],
  ['profile', '/me/:tab'],
  ['search', '/search'],
  ['searchMap', '/search-map'],
  ['preview', '/preview/:url'],
  ['franchiseMap', '/loves/:id/map'],
  ['franchiseSchedule', '/loves/:id/schedule'],
  ['franchise', '/loves/:id'],
  ['provider', '/:slug'],
  ['courses', '/:slug/courses'],
  ['cardPreview', '/:slug/courses/:id/course-card-preview'],
  ['course', '/:slug/courses/:id'],
  ['event', '/:slug/courses/:courseId/:id'],
  ['checkout', '/:slug/checkout/:id'],
  ['checkoutRedirect', '/:slug/checkout-redirect/:id'],
  ['blog', '/:slug/blog'],
  ['post', '/:slug/blog/:id'],
  ['terms', '/:slug/terms'],
  ['privacyPolicy', '/:slug/privacy_policy'],
  ['room', '/:slug/rooms/:id/:roomToken'],
];

/** First path segments that are never provider slugs. Spec: discovery §2 Route table. */
export const RESERVED_SLUGS: readonly string[] = ['me', 'search', 'search-map', 'preview', 'loves'];

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    else if (part !== segment) return null;
  }
  if (params.slug !== undefined && RESERVED_SLUGS.includes(params.slug)) return null;
  return params;
}

/**
 * The page a path shows (query and trailing slash ignored); unknown paths are `notFound`.
 * Spec: discovery §2 Route table (unknown path: not-found page).
 */
export function matchRoute(pathname: string): RouteMatch {
  const segments = pathname.split('?')[0]?.split('/').filter(Boolean) ?? [];
  for (const [kind, pattern] of ROUTE_PATTERNS) {
    const params = matchPattern(pattern, segments);
    // `/me/{tab}` names one of the profile's tabs; any other word there is not a page.
    if (params?.tab !== undefined && !profileTabOf(params.tab)) continue;
    if (params) return { kind, params };
  }
  return { kind: 'notFound', params: {} };
}

/**
 * The numeric id in a route's parameter (`/{slug}/courses/{id}`, `/{slug}/checkout/{id}`,
 * `/{slug}/checkout-redirect/{id}`, `/me/contracts/{id}`, `/me/contracts/{id}/confirm`): digits
 * only, read as a whole number; anything else — missing, empty, a sign, a space, a decimal point,
 * letters, or more than `Number.MAX_SAFE_INTEGER` — is null, which the page shows as not found
 * (or as its load failure). Spec: discovery §2 Route table; transactions §2 Screens and routes.
 */
export function parseRouteId(param: string | null | undefined): number | null {
  if (param == null || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

const PROVIDER_SCOPED: readonly RouteKind[] = [
  'provider',
  'courses',
  'course',
  'cardPreview',
  'event',
  'checkout',
  'checkoutRedirect',
  'blog',
  'post',
  'terms',
  'privacyPolicy',
  'room',
];
const PROFILE_ROUTES: readonly RouteKind[] = [
  'profile',
  'contracts',
  'contract',
  'contractConfirm',
  'contractSuccess',
  'contractCancel',
];
const BACK_LINK_ROUTES: readonly RouteKind[] = [
  'search',
  'searchMap',
  'franchise',
  'franchiseMap',
  'franchiseSchedule',
  ...PROFILE_ROUTES,
  'room',
];

/** What the frame shows around a page. Spec: discovery §2 Navigation and frame. */
export interface FrameRules {
  header: boolean;
  footer: boolean;
  /** The provider is loaded for the slug and the page waits for it (not on the profile route). */
  providerScoped: boolean;
  /** The bottom menu of provider pages. */
  bottomMenu: boolean;
  /** The back link to the last provider in the top navigation. */
  backToProvider: boolean;
  /**
   * The page shows one customer's own things (profile, contracts, checkout, room, new password):
   * a server renders its frame alone, and no cache keeps it.
   */
  personal: boolean;
}

const PERSONAL: readonly RouteKind[] = [
  ...PROFILE_ROUTES,
  'checkout',
  'checkoutRedirect',
  'room',
  'passwordEdit',
];

/**
 * The frame of a page kind. Spec: discovery §2: header hidden on card-preview and room routes;
 * footer hidden on card-preview, room and checkout routes; back link on search, map, franchise,
 * profile and room routes; bottom menu on provider pages. Personal pages: the customer's profile,
 * contracts, checkout, room and new password (transactions §2).
 */
export function frameRules(kind: RouteKind): FrameRules {
  const bare = kind === 'cardPreview' || kind === 'room';
  const checkout = kind === 'checkout' || kind === 'checkoutRedirect';
  const providerScoped = PROVIDER_SCOPED.includes(kind);
  return {
    header: !bare,
    footer: !bare && !checkout,
    providerScoped,
    bottomMenu: providerScoped && !bare && !checkout,
    backToProvider: BACK_LINK_ROUTES.includes(kind),
    personal: PERSONAL.includes(kind),
  };
}

// The profile's tabs and their addresses (discovery §2 Customer profile): `/me/{tab}` is matched here.

/** The profile's tabs, in the order they show. Spec: discovery §2 Customer profile. */
export const PROFILE_TABS = ['bookings', 'onDemand', 'contracts', 'providers', 'account'] as const;

/** One tab of the profile. Spec: discovery §2 Customer profile. */
export type ProfileTab = (typeof PROFILE_TABS)[number];

const SEGMENTS: Record<ProfileTab, string> = {
  bookings: 'bookings',
  onDemand: 'on-demand',
  contracts: 'contracts',
  providers: 'providers',
  account: 'account',
};

/**
 * The address of a profile tab: `/me/{segment}` (`/me/contracts` is the spec's; the others follow
 * it, so every tab can be linked to and survives a reload). Spec: discovery §2 Route table.
 */
export function profileTabPath(tab: ProfileTab): string {
  return `/me/${SEGMENTS[tab]}`;
}

/**
 * The tab an address segment names (`on-demand` → `onDemand`), or null for any other text.
 * Spec: discovery §2 Route table.
 */
export function profileTabOf(segment: string): ProfileTab | null {
  return PROFILE_TABS.find((tab) => SEGMENTS[tab] === segment) ?? null;
}
