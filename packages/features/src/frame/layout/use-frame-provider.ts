import type { Provider } from '@kurse/api-client';
import { providerMatchesSlug } from '@kurse/domain';
import { useStore } from '../../core';

/**
 * The provider of the page shown: the provider store's current provider when it belongs to the
 * address slug (case-insensitive), else null. Spec: discovery §2 Route table.
 */
export function useFrameProvider(slug: string | null): Provider | null {
  const { current } = useStore('provider');
  return slug !== null && current && providerMatchesSlug(current.slug, slug)
    ? (current as Provider)
    : null;
}
