import { frameRules, matchRoute } from '@kurse/domain';
import { Frame, useHydrated, type PageProps } from '@kurse/features';
import { LoadingOverlay } from '@kurse/ui';
import { Suspense, use, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { routeOf, type LazyRoute } from './routes';
import { providerScope, routeModule } from './route-modules';

/** The page of a route module, rendered once its code and texts are in (at once when they are). */
function RoutePage({ route, ...props }: PageProps & { route: LazyRoute }) {
  const { Page } = use(routeModule(route));
  return <Page {...props} />;
}

/** The provider scope around provider-scoped pages, its code loaded with the first of them. */
function Scope({ slug, children }: { slug: string; children: ReactNode }) {
  const { ProviderScope } = use(providerScope());
  return <ProviderScope slug={slug}>{children}</ProviderScope>;
}

/**
 * Picks the route for the address and puts its page in the frame the route asks for;
 * provider-scoped pages wait for their provider. Spec: discovery §2 Route table, Navigation and
 * frame.
 */
export function Shell() {
  const [location] = useLocation();
  const { kind, params } = matchRoute(location);
  const rules = frameRules(kind);
  const route = routeOf(kind);
  // The page's code loads while a provider-scoped page still waits for its provider.
  useEffect(() => void routeModule(route), [route]);
  // A page's code that arrives within 600 ms shows no overlay: a spinner flashing up reads as
  // jank, and without a GPU its frames slow down the page they wait for.
  // A personal page's content is the browser's alone (its session is kept there): the server
  // renders its frame around the loader, and the page comes once the browser has taken over.
  const hydrated = useHydrated();
  const content =
    rules.personal && !hydrated ? (
      <LoadingOverlay fullScreen delayed />
    ) : (
      <Suspense fallback={<LoadingOverlay fullScreen delayed />}>
        <RoutePage route={route} params={params} kind={kind} />
      </Suspense>
    );
  return (
    <Frame kind={kind} slug={rules.providerScoped ? (params.slug ?? null) : null}>
      {rules.providerScoped && params.slug ? (
        <Suspense fallback={<LoadingOverlay fullScreen delayed />}>
          <Scope slug={params.slug}>{content}</Scope>
        </Suspense>
      ) : (
        content
      )}
    </Frame>
  );
}
