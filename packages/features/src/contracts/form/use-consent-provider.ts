import type { Provider } from '@kurse/api-client';
import { providerMatchesSlug } from '@kurse/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { useStore } from '../../core';
import { checked } from '../../core';
import { providerShape } from '../../core';

/** What the consent links need to know of a provider. */
export type ConsentProvider = Pick<Provider, 'slug' | 'hasTerms' | 'hasPrivacyPolicy'>;

/**
 * The product's provider as far as the consent links need it: a product names its provider only
 * by reference, so whether it has its own terms and privacy policy comes from the provider store
 * (the provider page the visitor came from) or is asked once (`GET /providers/{id}`). Until then,
 * and when that fails, it is null: the general links show. Spec: transactions §2 New contract
 * modal, Terms and privacy pages.
 */
export function useConsentProvider(slug: string | null | undefined): ConsentProvider | null {
  const { api } = useServices();
  const { current } = useStore('provider');
  const held = slug && current && providerMatchesSlug(current.slug, slug) ? current : null;
  const [loaded, setLoaded] = useState<ConsentProvider | null>(null);

  useEffect(() => {
    if (!slug || held) return;
    const controller = new AbortController();
    void api
      .GET('/providers/{id}', { params: { path: { id: slug } }, signal: controller.signal })
      .then(checked(providerShape))
      .then((result) => {
        if (result.ok) setLoaded(result.data);
      });
    return () => controller.abort();
  }, [api, slug, held === null]);

  if (held) return held as ConsentProvider;
  return loaded && slug && providerMatchesSlug(loaded.slug, slug) ? loaded : null;
}
