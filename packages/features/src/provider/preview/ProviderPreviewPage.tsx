import { useI18n } from '@kurse/i18n';
import { LoadingOverlay } from '@kurse/ui';
import { useDocumentTitle } from '../../core';
import { ProviderPage, ProviderView, type ProviderData } from '../home';
import { useProviderPreview } from './use-provider-preview';

/** Props of {@link ProviderPreviewPage}: the route's parameters, `url` the address to look up. */
export interface ProviderPreviewPageProps {
  params: Readonly<Record<string, string>>;
}

/**
 * The provider preview (`/preview/{url}`): the provider page of the provider registered with the
 * address. A loading indicator meanwhile; on an HTTP error the placeholder provider "Leider nichts
 * gefunden :(" with "Hast du deine URL richtig angegeben?"; any other failure is rethrown to the
 * error boundary. The preview fires no view pixel and is not remembered as a visit.
 * Spec: discovery §2 Provider preview, §7 GET /providers/preview.
 */
export function ProviderPreviewPage({ params }: ProviderPreviewPageProps) {
  const { LL } = useI18n();
  const load = useProviderPreview(params.url ?? '');
  const placeholder: ProviderData = {
    id: 0,
    slug: '',
    name: LL.errors.preview.name(),
    description: LL.errors.preview.description(),
    template: 'standard',
  };
  const title =
    load.status === 'ready'
      ? load.provider.name
      : load.status === 'notFound'
        ? placeholder.name
        : LL.common.loading();
  useDocumentTitle(title);
  if (load.status === 'failed') {
    throw new Error('The provider preview could not be loaded.', { cause: load.error });
  }
  if (load.status === 'loading') return <LoadingOverlay fullScreen />;
  if (load.status === 'notFound') return <ProviderView provider={placeholder} bare />;
  return <ProviderPage provider={load.provider} />;
}
