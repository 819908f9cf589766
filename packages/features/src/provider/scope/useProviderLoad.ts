import type { Provider } from '@kurse/api-client';
import { providerMatchesSlug, rememberVisit } from '@kurse/domain';
import { useEffect } from 'react';
import {
  providerShape,
  readsOf,
  useRead,
  useServices,
  useStore,
  type Read,
  type Services,
} from '../../core';

/** Outcome of loading the provider of a route. */
export type ProviderLoad = 'loading' | 'ready' | 'notFound' | 'failed';

/** How many visited providers are remembered. */
export const VISITS_KEPT = 12;

/** The read of the provider of a slug (or id). Spec: discovery §7 GET /providers/{id}. */
export const providerRead = (slug: string): Read<Provider> => ({
  key: `/providers/${slug}`,
  fetch: (api, signal) => api.GET('/providers/{id}', { params: { path: { id: slug } }, signal }),
  shape: providerShape,
});

/**
 * Loads the provider for `slug` into the provider store and remembers the visit. The page may
 * render only while the loaded provider's slug matches (case-insensitive); a persisted provider of
 * the same slug shows at once while it is refreshed. Spec: discovery §2 Route table, §4, §8.
 */
export function useProviderLoad(slug: string): ProviderLoad {
  const { stores, now } = useServices();
  const { current } = useStore('provider');
  const read = useRead(providerRead(slug));
  const provider = read.status === 'ready' ? read.data : null;

  useEffect(() => {
    if (!provider) return;
    stores.provider.current = provider;
    stores.visits.providers = rememberVisit(
      stores.visits.providers,
      {
        id: provider.id,
        slug: provider.slug,
        name: provider.name,
        logo: provider.logo ?? null,
        time: now().getTime(),
      },
      VISITS_KEPT,
    );
  }, [provider, stores, now]);

  if (read.status === 'failed') return read.error.status === 404 ? 'notFound' : 'failed';
  return providerMatchesSlug(current?.slug, slug) ? 'ready' : 'loading';
}

/**
 * Puts the provider a server read for `slug` into the provider store before the page renders
 * (on the server, and in the client before it takes the server's HTML over), as the scope's
 * effect does after a read in the browser. Nothing happens when no provider was read.
 */
export function seedProvider(
  services: Pick<Services, 'stores' | 'loads' | 'api' | 'now'>,
  slug: string,
): void {
  const settled = readsOf(services).peek(providerRead(slug));
  if (settled?.ok) services.stores.provider.current = settled.data;
}
