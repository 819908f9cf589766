import type { ApiError, Provider } from '@kurse/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { previewProviderShape } from '../../core';

/** The preview's provider as loaded so far. */
export type PreviewLoad =
  | { status: 'loading'; url: string }
  | { status: 'ready'; url: string; provider: Provider }
  | { status: 'notFound'; url: string }
  | { status: 'failed'; url: string; error: ApiError };

/**
 * Loads the provider registered with an address (`GET /providers/preview?url=`): any HTTP error
 * answer means "not found" (the placeholder provider); a failure without an answer, or an answer
 * that is no provider, is `failed`.
 * Spec: discovery §2 Provider preview, §7.
 */
export function useProviderPreview(url: string): PreviewLoad {
  const { api } = useServices();
  const [load, setLoad] = useState<PreviewLoad>({ status: 'loading', url });

  useEffect(() => {
    const controller = new AbortController();
    void api
      .GET('/providers/preview', { params: { query: { url } }, signal: controller.signal })
      .then(checked(previewProviderShape))
      .then((result) => {
        if (result.ok) setLoad({ status: 'ready', url, provider: result.data });
        else if (result.error.kind === 'http') setLoad({ status: 'notFound', url });
        else if (result.error.kind !== 'cancelled') {
          setLoad({ status: 'failed', url, error: result.error });
        }
      });
    return () => controller.abort();
  }, [api, url]);

  return load.url === url ? load : { status: 'loading', url };
}
