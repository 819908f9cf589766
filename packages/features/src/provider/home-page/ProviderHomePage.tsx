import { useI18n } from '@kurse/i18n';
import { useEffect } from 'react';
import { useServices } from '../../core';
import { useDocumentTitle } from '../../core';
import { ProviderPage } from '../home';
import { useStore } from '../../core';

/** Props of {@link ProviderHomePage}: the route's parameters (the slug; ProviderScope uses it). */
export interface ProviderHomePageProps {
  params?: Readonly<Record<string, string>>;
}

/**
 * The provider home (`/{slug}`): the provider's mini-site from the provider store (the page renders
 * inside `ProviderScope`, so the provider is the one of the address), with its courses, ratings and
 * recommendations. Fires the provider's view pixel and names the document after the provider.
 * Spec: discovery §2 Provider page, §7 (view pixel `p`).
 */
export function ProviderHomePage(_props: ProviderHomePageProps) {
  const { LL } = useI18n();
  const { current } = useStore('provider');
  const { track } = useServices();
  useDocumentTitle(current?.name ?? LL.common.loading());
  const slug = current?.slug;
  useEffect(() => {
    if (slug) track('p', slug);
  }, [slug, track]);
  if (!current) return null;
  return <ProviderPage provider={current} />;
}
