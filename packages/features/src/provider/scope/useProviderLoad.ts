import { providerMatchesSlug, rememberVisit } from '@kurse/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { useStore } from '../../core';
import { checked } from '../../core';
import { providerShape } from '../../core';

/** Outcome of loading the provider of a route. */
export type ProviderLoad = 'loading' | 'ready' | 'notFound' | 'failed';

/** How many visited providers are remembered. */
export const VISITS_KEPT = 12;

/**
 * Loads the provider for `slug` into the provider store and remembers the visit. The page may
 * render only while the loaded provider's slug matches (case-insensitive); a persisted provider of
 * the same slug shows at once while it is refreshed. Spec: discovery §2 Route table, §4, §8.
 */
export function useProviderLoad(slug: string): ProviderLoad {
  const { api, stores } = useServices();
  const { current } = useStore('provider');
  const [failure, setFailure] = useState<{ slug: string; kind: 'notFound' | 'failed' } | null>(
    null,
  );

  useEffect(() => {
    const controller = new AbortController();
    void api
      .GET('/providers/{id}', { params: { path: { id: slug } }, signal: controller.signal })
      .then(checked(providerShape))
      .then((result) => {
        if (result.ok) {
          const provider = result.data;
          stores.provider.current = provider;
          stores.visits.providers = rememberVisit(
            stores.visits.providers,
            {
              id: provider.id,
              slug: provider.slug,
              name: provider.name,
              logo: provider.logo ?? null,
              time: Date.now(),
            },
            VISITS_KEPT,
          );
          setFailure(null);
        } else if (result.error.kind !== 'cancelled') {
          setFailure({ slug, kind: result.error.status === 404 ? 'notFound' : 'failed' });
        }
      });
    return () => controller.abort();
  }, [api, stores, slug]);

  if (failure?.slug === slug) return failure.kind;
  return providerMatchesSlug(current?.slug, slug) ? 'ready' : 'loading';
}
