import type { RouteKind } from '@kurse/domain';
import type { RouteModule } from '@kurse/features';

/** A route module, loaded on demand. */
export type LazyRoute = () => Promise<{ route: RouteModule }>;

// One module for `/me`, `/me/{tab}` and the contracts routes: changing tabs keeps what loaded.
const profile: LazyRoute = () => import('@kurse/features/routes/profile');
// Modules of several small routes each (one import site, one preload list).
const account = () => import('@kurse/features/routes/account');
const contractResult = () => import('@kurse/features/routes/contract-result');
const blog = () => import('@kurse/features/routes/blog');
const providerText = () => import('@kurse/features/routes/provider-text');

/**
 * The route table: every page kind of `@kurse/domain`'s `ROUTE_PATTERNS` that has a page, each a
 * route module of a `@kurse/features` slice, loaded on demand. Kinds without a page show the
 * not-found page.
 */
export const routes: Partial<Record<RouteKind, LazyRoute>> = {
  landing: () => import('@kurse/features/routes/landing'),
  profile,
  contracts: profile,
  contract: profile,
  contractConfirm: () => import('@kurse/features/routes/contract-confirm'),
  contractSuccess: () => contractResult().then((m) => ({ route: m.contractSuccessRoute })),
  contractCancel: () => contractResult().then((m) => ({ route: m.contractCancelRoute })),
  confirmSuccess: () => account().then((m) => ({ route: m.confirmSuccessRoute })),
  confirmError: () => account().then((m) => ({ route: m.confirmErrorRoute })),
  passwordReset: () => account().then((m) => ({ route: m.passwordResetRoute })),
  passwordEdit: () => account().then((m) => ({ route: m.passwordEditRoute })),
  provider: () => import('@kurse/features/routes/provider'),
  courses: () => import('@kurse/features/routes/courses'),
  course: () => import('@kurse/features/routes/course'),
  event: () => import('@kurse/features/routes/event'),
  checkout: () => import('@kurse/features/routes/checkout'),
  checkoutRedirect: () => import('@kurse/features/routes/checkout-redirect'),
  cardPreview: () => import('@kurse/features/routes/card-preview'),
  preview: () => import('@kurse/features/routes/preview'),
  blog: () => blog().then((m) => ({ route: m.blogRoute })),
  post: () => blog().then((m) => ({ route: m.postRoute })),
  terms: () => providerText().then((m) => ({ route: m.termsRoute })),
  privacyPolicy: () => providerText().then((m) => ({ route: m.privacyPolicyRoute })),
  room: () => import('@kurse/features/routes/room'),
  search: () => import('@kurse/features/routes/search'),
  // The map's code is the largest chunk of this route: it loads with the page, not after it.
  searchMap: () => (
    void import('@kurse/ui/map-canvas'),
    import('@kurse/features/routes/search-map')
  ),
  franchise: () => import('@kurse/features/routes/franchise'),
  franchiseMap: () => import('@kurse/features/routes/franchise-map'),
  franchiseSchedule: () => import('@kurse/features/routes/franchise-schedule'),
};

/** The page of an address no route knows. */
export const notFound: LazyRoute = () => import('@kurse/features/routes/not-found');

/** The route module of a page kind (the not-found page for kinds without a page). */
export const routeOf = (kind: RouteKind): LazyRoute => routes[kind] ?? notFound;
