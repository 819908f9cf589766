import { frameRules, matchRoute, type RouteKind } from '@kurse/domain';
import { Frame, ProviderScope, type PageProps } from '@kurse/features';
import { loadNamespaces } from '@kurse/i18n';
import { LoadingOverlay } from '@kurse/ui';
import { lazy, Suspense, type ComponentType } from 'react';
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
        <ProviderScope slug={params.slug}>{content}</ProviderScope>
      ) : (
        content
      )}
    </Frame>
  );
}
