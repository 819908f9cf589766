import { frameRules, matchRoute } from '@kurse/domain';
import { Frame, ProviderScope } from '@kurse/features';
import { LoadingOverlay } from '@kurse/ui';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { NotFound, pages } from './routes';

/**
 * Picks the page for the address and puts it in the frame the route asks for; provider-scoped
 * pages wait for their provider. Spec: discovery §2 Route table, Navigation and frame.
 */
export function Shell() {
  const [location] = useLocation();
  const { kind, params } = matchRoute(location);
  const rules = frameRules(kind);
  const Page = pages[kind] ?? NotFound;
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
