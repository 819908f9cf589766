import type { RouteModule } from '../../core';
import { statusOf, type Loaded } from '../../core';
import { previewOutcome, previewRead, type PreviewLoad } from './use-provider-preview';
import { ProviderPreviewPage, namespaces } from '.';

/**
 * The route of `preview`: reads the provider registered with the address. An HTTP error shows the
 * placeholder provider (404 when the API says so). Spec: discovery §2 Provider preview.
 */
export const previewRoute = {
  namespaces,
  Page: ProviderPreviewPage,
  async load({ params, read }): Promise<Loaded> {
    const url = params.url ?? '';
    const settled = await read(previewRead(url));
    return { status: statusOf(settled), data: previewOutcome(settled, url) };
  },
  head: (loaded, LL) => {
    const load = loaded.data as PreviewLoad | undefined;
    if (load?.status === 'ready') return { title: load.provider.name };
    if (load?.status === 'notFound') return { title: LL.errors.preview.name() };
    return null;
  },
} satisfies RouteModule;
