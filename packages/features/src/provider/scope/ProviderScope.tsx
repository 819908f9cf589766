import { useI18n } from '@kurse/i18n';
import { LoadingOverlay } from '@kurse/ui';
import type { ReactNode } from 'react';
import { ErrorScreen } from '../../frame';
import { NotFoundPage } from '../../frame';
import { useProviderLoad } from './useProviderLoad';

/** Props of {@link ProviderScope}. */
export interface ProviderScopeProps {
  /** The provider slug of the address. */
  slug: string;
  children: ReactNode;
}

/**
 * Renders a provider-scoped page only once the provider of the address is loaded: a full-screen
 * loader meanwhile, the not-found text on 404, the generic error text otherwise. Spec: discovery
 * §2 Route table, §8 Provider load.
 */
export function ProviderScope({ slug, children }: ProviderScopeProps) {
  const { LL } = useI18n();
  const state = useProviderLoad(slug);
  if (state === 'ready') return children;
  if (state === 'notFound') return <NotFoundPage text={LL.errors.provider.notFound()} />;
  if (state === 'failed') return <ErrorScreen text={LL.errors.provider.generic()} />;
  return <LoadingOverlay fullScreen />;
}
