import type { RouteKind } from '@kurse/domain';
import { loadNamespaces, type LazyNamespace } from '@kurse/i18n';
import { lazy, type ComponentType } from 'react';

/** A page of the route table: it receives the route's kind and named parameters. */
export type Page = ComponentType<{ params: Readonly<Record<string, string>>; kind: RouteKind }>;

/** What a page module gives: the page and the catalogue namespaces beyond the core it reads. */
interface PageModule {
  Page: Page;
  namespaces?: readonly LazyNamespace[];
}

/** A page loaded on demand together with its texts, so it never renders before them. */
const page = (load: () => Promise<PageModule>): Page =>
  lazy(async () => {
    const { Page, namespaces = [] } = await load();
    await loadNamespaces(namespaces);
    return { default: Page };
  });

// The confirmation and password pages share one module (one import site, one preload list).
const accountPages = () => import('@kurse/features/routes/account');

// Each module holds two pages of one kind (one import site, one preload list).
const contractResult = () => import('@kurse/features/routes/contract-result');
const blogPages = () => import('@kurse/features/routes/blog');
const providerTexts = () => import('@kurse/features/routes/provider-text');

// One page for `/me`, `/me/{tab}` and the contracts routes: changing tabs keeps what loaded.
const profile = page(() =>
  import('@kurse/features/routes/profile').then((m) => ({
    Page: m.ProfilePage,
    namespaces: m.namespaces,
  })),
);

/**
 * The route table: every page kind of `@kurse/domain`'s `ROUTE_PATTERNS` that has a page, each
 * loaded on demand with its namespaces. Kinds without a page yet show the not-found page.
 */
export const pages: Partial<Record<RouteKind, Page>> = {
  landing: page(() =>
    import('@kurse/features/routes/landing').then((m) => ({ Page: m.LandingPage })),
  ),
  profile,
  contracts: profile,
  contract: profile,
  contractConfirm: page(() =>
    import('@kurse/features/routes/contract-confirm').then((m) => ({
      Page: m.ContractConfirmPage,
      namespaces: m.namespaces,
    })),
  ),
  contractSuccess: page(() =>
    contractResult().then((m) => ({ Page: m.ContractSuccessPage, namespaces: m.namespaces })),
  ),
  contractCancel: page(() =>
    contractResult().then((m) => ({ Page: m.ContractCancelPage, namespaces: m.namespaces })),
  ),
  confirmSuccess: page(() =>
    accountPages().then((m) => ({ Page: m.ConfirmSuccessPage, namespaces: m.namespaces })),
  ),
  confirmError: page(() =>
    accountPages().then((m) => ({ Page: m.ConfirmErrorPage, namespaces: m.namespaces })),
  ),
  passwordReset: page(() =>
    accountPages().then((m) => ({ Page: m.PasswordResetPage, namespaces: m.namespaces })),
  ),
  passwordEdit: page(() =>
    accountPages().then((m) => ({ Page: m.PasswordEditPage, namespaces: m.namespaces })),
  ),
  provider: page(() =>
    import('@kurse/features/routes/provider').then((m) => ({
      Page: m.ProviderHomePage,
      namespaces: m.namespaces,
    })),
  ),
  courses: page(() =>
    import('@kurse/features/routes/courses').then((m) => ({
      Page: m.CoursesPage,
      namespaces: m.namespaces,
    })),
  ),
  course: page(() =>
    import('@kurse/features/routes/course').then((m) => ({
      Page: m.CoursePage,
      namespaces: m.namespaces,
    })),
  ),
  event: page(() =>
    import('@kurse/features/routes/event').then((m) => ({
      Page: m.EventBookingPage,
      namespaces: m.namespaces,
    })),
  ),
  checkout: page(() =>
    import('@kurse/features/routes/checkout').then((m) => ({
      Page: m.CheckoutPage,
      namespaces: m.namespaces,
    })),
  ),
  checkoutRedirect: page(() =>
    import('@kurse/features/routes/checkout-redirect').then((m) => ({
      Page: m.CheckoutRedirectPage,
      namespaces: m.namespaces,
    })),
  ),
  cardPreview: page(() =>
    import('@kurse/features/routes/card-preview').then((m) => ({
      Page: m.CardPreviewPage,
      namespaces: m.namespaces,
    })),
  ),
  preview: page(() =>
    import('@kurse/features/routes/preview').then((m) => ({
      Page: m.ProviderPreviewPage,
      namespaces: m.namespaces,
    })),
  ),
  blog: page(() => blogPages().then((m) => ({ Page: m.BlogPage, namespaces: m.namespaces }))),
  post: page(() => blogPages().then((m) => ({ Page: m.PostPage, namespaces: m.namespaces }))),
  terms: page(() => providerTexts().then((m) => ({ Page: m.TermsPage, namespaces: m.namespaces }))),
  privacyPolicy: page(() =>
    providerTexts().then((m) => ({ Page: m.PrivacyPolicyPage, namespaces: m.namespaces })),
  ),
  room: page(() =>
    import('@kurse/features/routes/room').then((m) => ({
      Page: m.RoomPage,
      namespaces: m.namespaces,
    })),
  ),
  search: page(() =>
    import('@kurse/features/routes/search').then((m) => ({
      Page: m.SearchPage,
      namespaces: m.namespaces,
    })),
  ),
  searchMap: page(() => {
    // The map's code is the largest chunk of this route and its first render waits for it: it
    // starts loading with the page, not after the page's first render.
    void import('@kurse/ui/map-canvas');
    return import('@kurse/features/routes/map-search').then((m) => ({
      Page: m.MapSearchPage,
      namespaces: m.namespaces,
    }));
  }),
  franchise: page(() =>
    import('@kurse/features/routes/franchise').then((m) => ({
      Page: m.FranchisePage,
      namespaces: m.namespaces,
    })),
  ),
  franchiseMap: page(() =>
    import('@kurse/features/routes/franchise-map').then((m) => ({
      Page: m.FranchiseMapPage,
      namespaces: m.namespaces,
    })),
  ),
  franchiseSchedule: page(() =>
    import('@kurse/features/routes/franchise-schedule').then((m) => ({
      Page: m.FranchiseSchedulePage,
      namespaces: m.namespaces,
    })),
  ),
};

export const NotFound: Page = page(() =>
  import('@kurse/features/routes/not-found').then(({ NotFoundPage }) => ({
    Page: function NotFoundRoute() {
      return <NotFoundPage />;
    },
  })),
);
