/**
 * `createApiClient`: openapi-fetch on the contract's `paths`, with the session, fingerprint and
 * cache-busting middleware, and methods that answer an {@link ApiResult} instead of throwing.
 * Spec: discovery §4, §6, §7, §8; transactions §7, §8.
 */
import createClient from 'openapi-fetch';
import type {
  Client,
  ClientPathsWithMethod,
  MaybeOptionalInit,
  MethodResponse,
} from 'openapi-fetch';
import type { paths } from '@kurse/api-client/schema';
import { cacheBustingMiddleware, fingerprintMiddleware, sessionMiddleware } from './middleware';
import { serializeQuery } from './query';
import { DEFAULT_TIMEOUT_MS, fetchWithTimeout } from './timeout';
import type { ApiResult } from './result';
import { settle } from './settle';
import type { RawAnswer } from './settle';
import { memoryStore } from './stores';
import type { ValueStore } from './stores';
import { trimBaseUrl } from './tracking';
import { createHelpers } from './helpers';
import type { ApiHelpers } from './helpers';

/** The plain openapi-fetch client on the contract (throws on network failure and abort). */
export type RawClient = Client<paths>;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Root of the API; default `/api`. Node needs an absolute URL (`http://127.0.0.1:PORT/api`). */
  baseUrl?: string;
  /** The fetch to use; default the global `fetch`, looked up on every call (so MSW can patch it). */
  fetch?: (request: Request) => Promise<Response>;
  /** The session token store; default in memory. */
  tokenStore?: ValueStore;
  /** The device fingerprint store; default in memory. */
  fingerprintStore?: ValueStore;
  /** Clock of the cache-busting timestamp, in epoch milliseconds; default `Date.now`. */
  now?: () => number;
  /**
   * How long a call may take before it fails as a network error; default
   * {@link DEFAULT_TIMEOUT_MS}. The caller's own signal still cancels it earlier.
   */
  timeoutMs?: number;
}

type HttpMethod = 'get' | 'put' | 'post' | 'delete';
type RequiredKeys<T> = {
  [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? never : K;
}[keyof T];
type InitArgs<Init> =
  RequiredKeys<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

/**
 * A call with openapi-fetch's full path, params and body typing (`signal` included) that answers
 * an {@link ApiResult} and never throws.
 */
export type ApiMethod<M extends HttpMethod> = <
  Path extends ClientPathsWithMethod<RawClient, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  url: Path,
  ...init: InitArgs<Init>
) => Promise<ApiResult<MethodResponse<RawClient, M, Path, Init>>>;

/** The client: one typed method per HTTP method of the contract, helpers, and the raw client. */
export interface ApiClient extends ApiHelpers {
  GET: ApiMethod<'get'>;
  POST: ApiMethod<'post'>;
  PUT: ApiMethod<'put'>;
  DELETE: ApiMethod<'delete'>;
  /** openapi-fetch itself, with the same middleware; wrap its calls in `settle` for a result. */
  raw: RawClient;
  /** The base URL without trailing slash (for `trackingPixelUrl`). */
  baseUrl: string;
  /** The session token store in use. */
  tokenStore: ValueStore;
  /** The device fingerprint store in use. */
  fingerprintStore: ValueStore;
}

type LooseRequest = (
  method: string,
  url: string,
  init?: { signal?: AbortSignal | null },
) => Promise<RawAnswer>;

/** Creates the API client with its middleware. Spec: discovery §6, §7; transactions §7. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = trimBaseUrl(options.baseUrl ?? '/api');
  const tokenStore = options.tokenStore ?? memoryStore();
  const fingerprintStore = options.fingerprintStore ?? memoryStore();
  const raw = createClient<paths>({
    baseUrl,
    fetch: fetchWithTimeout(
      options.fetch ?? ((request) => globalThis.fetch(request)),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ),
    querySerializer: serializeQuery,
  });
  raw.use(
    cacheBustingMiddleware(options.now ?? (() => Date.now())),
    sessionMiddleware(tokenStore),
    fingerprintMiddleware(fingerprintStore),
  );
  // The typed signatures are ApiMethod's; at run time every method is openapi-fetch's `request`.
  const request = raw.request as unknown as LooseRequest;
  const method = <M extends HttpMethod>(name: M): ApiMethod<M> =>
    ((url: string, init?: { signal?: AbortSignal | null }) =>
      settle(request(name, url, init), init?.signal)) as unknown as ApiMethod<M>;
  const client = {
    GET: method('get'),
    POST: method('post'),
    PUT: method('put'),
    DELETE: method('delete'),
    raw,
    baseUrl,
    tokenStore,
    fingerprintStore,
  };
  return { ...client, ...createHelpers(client) };
}
