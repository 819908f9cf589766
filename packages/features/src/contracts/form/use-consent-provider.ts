import type { Provider } from '@kurse/api-client';
import { providerMatchesSlug } from '@kurse/domain';
import { useRead, useStore } from '../../core';
import { providerRead } from '../../provider';

/** What the consent links need to know of a provider. */
export type ConsentProvider = Pick<Provider, 'slug' | 'hasTerms' | 'hasPrivacyPolicy'>;

/**
 * The product's provider as far as the consent links need it: a product names its provider only
 * by reference, so whether it has its own terms and privacy policy comes from the provider store
 * (the provider page the visitor came from) or is asked once (the provider slice's `providerRead`). Until
 * then, and when that fails, it is null: the general links show. Spec: transactions §2 New
 * contract modal, Terms and privacy pages.
 */
export function useConsentProvider(slug: string | null | undefined): ConsentProvider | null {
  const { current } = useStore('provider');
  const held = slug && current && providerMatchesSlug(current.slug, slug) ? current : null;
  const read = useRead(!slug || held ? null : providerRead(slug));

  if (held) return held as ConsentProvider;
  const loaded = read.status === 'ready' ? read.data : null;
  return loaded && slug && providerMatchesSlug(loaded.slug, slug) ? loaded : null;
}
