import type { Provider } from '@kurse/api-client';
import type { SiteLinks } from '../../core';
import { routePath } from '../../course';

/**
 * The terms and privacy links of a booking: the provider's own pages when it has them, otherwise
 * the marketplace's. Spec: transactions §2 Booking form content, New contract modal (provider
 * specific when present, otherwise the general ones).
 */
export function consentLinks(
  provider: Pick<Provider, 'slug' | 'hasTerms' | 'hasPrivacyPolicy'> | null | undefined,
  links: Pick<SiteLinks, 'terms' | 'privacyPolicy'>,
): { terms: string; privacy: string } {
  const slug = provider?.slug;
  return {
    terms: slug && provider?.hasTerms ? routePath('terms', { slug }) : links.terms,
    privacy:
      slug && provider?.hasPrivacyPolicy
        ? routePath('privacyPolicy', { slug })
        : links.privacyPolicy,
  };
}
