import type { Loaded, RouteModule } from '../../core';
import { previewOutcome, previewRead, type PreviewLoad } from './use-provider-preview';
import { ProviderPreviewPage, namespaces } from '.';

/**
 * The route of `preview`: reads the provider registered with the address. An HTTP error shows the
 * placeholder provider, answered 404 (nothing was found at the address); a failure without an
 * answer shows the error screen, 503. Spec: discovery §2 Provider preview.
 */
export const previewRoute = {
  namespaces,
  Page: ProviderPreviewPage,
  async load({ params, read }): Promise<Loaded> {
    const url = params.url ?? '';
    const outcome = previewOutcome(await read(previewRead(url)), url);
    const status = { ready: 200, notFound: 404, failed: 503, loading: 503 } as const;
    return { status: status[outcome.status], data: outcome };
  },
  head: (loaded, LL) => {
    const load = loaded.data as PreviewLoad | undefined;
    if (load?.status === 'ready') return { title: load.provider.name };
    if (load?.status === 'notFound') return { title: LL.errors.preview.name() };
    return null;
  },
} satisfies RouteModule;
