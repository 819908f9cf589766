import { frameRules, matchRoute, type RouteKind } from '@kurse/domain';
import { Frame, type PageProps } from '@kurse/features';
import { loadNamespaces } from '@kurse/i18n';
import { LoadingOverlay } from '@kurse/ui';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { notFound, routes, type LazyRoute } from './routes';

const made = new Map<LazyRoute, ComponentType<PageProps>>();

/**
 * The page of a route module, loaded with its texts, so it never renders before them; one per
 * module (the profile's kinds share one page, so changing tabs keeps what loaded).
 */
function pageOf(route: LazyRoute): ComponentType<PageProps> {
  const page =
    made.get(route) ??
    lazy(async () => {
      const { route: module } = await route();
      await loadNamespaces(module.namespaces);
      return { default: module.Page };
    });
  made.set(route, page);
  return page;
}

const pages: Partial<Record<RouteKind, ComponentType<PageProps>>> = Object.fromEntries(
  Object.entries(routes).map(([kind, route]) => [kind, pageOf(route)]),
);
const notFoundPage = pageOf(notFound);

// Loaded with the first provider-scoped page (in parallel with the page's own code): the landing
// and the other pages do not carry it, nor the loader runtime it reads the provider with.
const ProviderScope = lazy(() =>
  import('@kurse/features/routes/provider-scope').then((m) => ({ default: m.ProviderScope })),
);

/**
 * Picks the route for the address and puts its page in the frame the route asks for;
 * provider-scoped pages wait for their provider. Spec: discovery §2 Route table, Navigation and
 * frame.
 */
export function Shell() {
  const [location] = useLocation();
  const { kind, params } = matchRoute(location);
  const rules = frameRules(kind);
  const Page = pages[kind] ?? notFoundPage;
  const route = routes[kind] ?? notFound;
  // The page's code loads while a provider-scoped page still waits for its provider.
  useEffect(() => void route(), [route]);
  // A page's code that arrives within 600 ms shows no overlay: a spinner flashing up reads as
  // jank, and without a GPU its frames slow down the page they wait for.
  const content = (
    <Suspense fallback={<LoadingOverlay fullScreen delayed />}>
      <Page params={params} kind={kind} />
    </Suspense>
  );
  return (
    <Frame kind={kind} slug={rules.providerScoped ? (params.slug ?? null) : null}>
      {rules.providerScoped && params.slug ? (
        <Suspense fallback={<LoadingOverlay fullScreen delayed />}>
          <ProviderScope slug={params.slug}>{content}</ProviderScope>
        </Suspense>
      ) : (
        content
      )}
    </Frame>
  );
}
