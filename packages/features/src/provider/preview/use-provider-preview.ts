import type { ApiError, Provider } from '@kurse/api-client';
import { previewProviderShape, useRead, type Read, type Settled } from '../../core';

/** The preview's provider as loaded so far. */
export type PreviewLoad =
  | { status: 'loading'; url: string }
  | { status: 'ready'; url: string; provider: Provider }
  | { status: 'notFound'; url: string }
  | { status: 'failed'; url: string; error: ApiError };

/** The read of the provider registered with an address. Spec: discovery §7 GET /providers/preview. */
export const previewRead = (url: string): Read<Provider> => ({
  key: `/providers/preview?url=${encodeURIComponent(url)}`,
  fetch: (api, signal) => api.GET('/providers/preview', { params: { query: { url } }, signal }),
  shape: previewProviderShape,
});

/**
 * What the preview's answer means: any HTTP error answer is "not found" (the placeholder
 * provider); a failure without an answer, or an answer that is no provider, is `failed`.
 */
export function previewOutcome(settled: Settled<Provider>, url: string): PreviewLoad {
  if (settled.ok) return { status: 'ready', url, provider: settled.data };
  if (settled.error.kind === 'http') return { status: 'notFound', url };
  return { status: 'failed', url, error: settled.error };
}

/**
 * Loads the provider registered with an address ({@link previewRead}, {@link previewOutcome}).
 * Spec: discovery §2 Provider preview, §7.
 */
export function useProviderPreview(url: string): PreviewLoad {
  const read = useRead(previewRead(url));
  if (read.status === 'loading') return { status: 'loading', url };
  if (read.status === 'failed') return previewOutcome({ ok: false, error: read.error, at: 0 }, url);
  return previewOutcome({ ok: true, data: read.data, at: 0 }, url);
}
