import type { RouteKind } from '@kurse/domain';
import { lazy, type ComponentType } from 'react';

/** A page of the route table: it receives the route's named parameters. */
export type Page = ComponentType<{ params: Readonly<Record<string, string>> }>;

const page = (load: () => Promise<Page>): Page => lazy(() => load().then((c) => ({ default: c })));

/**
 * The route table: every page kind of `@kurse/domain`'s `ROUTE_PATTERNS` that has a page, each
 * loaded on demand. Kinds without a page yet show the not-found page.
 */
export const pages: Partial<Record<RouteKind, Page>> = {
  landing: page(() => import('@kurse/features/pages/landing').then((m) => m.LandingPage)),
  profile: page(() => import('@kurse/features/pages/profile').then((m) => m.ProfilePage)),
  provider: page(() => import('@kurse/features/pages/provider').then((m) => m.ProviderHomePage)),
};

export const NotFound: Page = page(() =>
  import('@kurse/features/pages/not-found').then((m) => {
    const NotFoundPage = m.NotFoundPage;
    return function NotFoundRoute() {
      return <NotFoundPage />;
    };
  }),
);
