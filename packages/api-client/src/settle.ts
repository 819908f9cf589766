/**
 * Turns an openapi-fetch call into an {@link ApiResult}: it never throws.
 * Spec: discovery §8, transactions §8 (error handling), discovery §4 (cancelled searches).
 */
import { httpError, thrownError } from './errors';
import type { ApiResult } from './result';

/** The shape of every openapi-fetch answer. */
export interface RawAnswer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call (e.g. `api.raw.GET(...)`) and returns its outcome: the data on 2xx,
 * otherwise the normalised error; aborts become `cancelled`, throws `network` (status 0).
 */
export async function settle<R extends RawAnswer>(
  pending: Promise<R>,
  signal?: AbortSignal | null,
): Promise<ApiResult<NonNullable<R['data']>>> {
  try {
    const { data, error, response } = await pending;
    if (response.ok) return { ok: true, data: data as NonNullable<R['data']>, response };
    return { ok: false, error: httpError(response.status, error, response.headers), response };
  } catch (thrown) {
    return { ok: false, error: thrownError(thrown, signal), response: null };
  }
}
