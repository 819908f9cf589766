/**
 * @kurse/api-client — the typed client of the Kurse API (openapi/openapi.yaml): openapi-fetch with
 * session, fingerprint and cache-busting middleware, one normalised error type, and the generated
 * contract types under friendly names.
 */
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, ApiMethod, RawClient } from './client';
export type { ApiHelpers, ErrorReportData, VoucherLookup } from './helpers';
export { isApiError, isCancelled } from './result';
export type {
  ApiCancelled,
  ApiError,
  ApiErrorKind,
  ApiFailure,
  ApiHttpError,
  ApiNetworkError,
  ApiRedirectError,
  ApiResult,
  ApiSuccess,
  FieldErrorMap,
} from './result';
export { camelCaseKey, fieldErrorsOf, httpError, retryAfterSeconds, thrownError } from './errors';
export { settle } from './settle';
export { DEFAULT_TIMEOUT_MS, fetchWithTimeout, timeoutReason } from './timeout';
export type { RawAnswer } from './settle';
export {
  AUTHORIZATION_HEADER,
  CACHE_BUSTER_PARAM,
  FINGERPRINT_HEADER,
  cacheBustingMiddleware,
  fingerprintMiddleware,
  sessionMiddleware,
} from './middleware';
export { CACHE_BUSTED_READS, FINGERPRINT_PATHS, SESSION_SOURCE_PATHS } from './contract-paths';
export type { CacheBustedPath, FingerprintPath, SessionSourcePath } from './contract-paths';
export { COMMA_SEPARATED_QUERY, serializeQuery } from './query';
export { memoryStore, storageStore } from './stores';
export type { KeyValueStorage, ValueStore } from './stores';
export { trackingPixelUrl, trimBaseUrl } from './tracking';
export { encodeVoucherCode, voucherPathSegment } from './voucher';
export type * from './types';
