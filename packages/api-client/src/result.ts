/**
 * The outcome of every client call: success with typed data, or one normalised {@link ApiError}.
 * Spec: discovery §8, transactions §8 (error catalogue), discovery §4 (login 300, cancelled searches).
 */

/** Field errors keyed by camelCase field name, each with one or more messages. */
export type FieldErrorMap = Record<string, string[]>;

/** How a call failed. */
export type ApiErrorKind = 'http' | 'network' | 'cancelled' | 'redirect';

interface ApiErrorFields {
  /** HTTP status of the answer; 0 when no answer arrived. */
  readonly status: number;
  /** The server's machine-readable `code`, or null. */
  readonly code: string | null;
  /** The server's human-readable `message`, or null (never a transport text). */
  readonly message: string | null;
  /** Field errors with camelCase keys (`errors`, or contract creation's `productContract`/`customer`). */
  readonly fieldErrors: FieldErrorMap;
  /**
   * The seconds the answer's `Retry-After` asks to wait (a 429 of a rate limit), when it names
   * them as a whole number; absent otherwise.
   */
  readonly retryAfter?: number;
}

/** The server answered with a status outside 2xx (other than the login redirect). */
export interface ApiHttpError extends ApiErrorFields {
  readonly kind: 'http';
}

/** No usable answer: the connection failed, the URL was invalid, or the body was unreadable. */
export interface ApiNetworkError extends ApiErrorFields {
  readonly kind: 'network';
  readonly status: 0;
}

/** The caller aborted the call; ignore it silently (discovery §4, §8: cancelled searches). */
export interface ApiCancelled extends ApiErrorFields {
  readonly kind: 'cancelled';
  readonly status: 0;
}

/**
 * A flagged login answered 300: post a browser form with e-mail, password and the anti-forgery
 * `token` to `route` (discovery §4 User session).
 */
export interface ApiRedirectError extends ApiErrorFields {
  readonly kind: 'redirect';
  readonly status: 300;
  readonly route: string;
  readonly token: string;
}

/** Every failure of a call, discriminated by `kind`. */
export type ApiError = ApiHttpError | ApiNetworkError | ApiCancelled | ApiRedirectError;

/** A successful call: the parsed body (undefined for 204) and the raw response. */
export interface ApiSuccess<T> {
  readonly ok: true;
  readonly data: T;
  readonly response: Response;
}

/** A failed call: the normalised error and the response when one arrived. */
export interface ApiFailure {
  readonly ok: false;
  readonly error: ApiError;
  readonly response: Response | null;
}

/** The outcome of a call: branch on `ok`, then on `error.kind`. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

const KINDS: readonly string[] = ['http', 'network', 'cancelled', 'redirect'];

/** True when `value` is an {@link ApiError} produced by this client. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, status, fieldErrors } = value as Record<string, unknown>;
  return (
    typeof kind === 'string' &&
    KINDS.includes(kind) &&
    typeof status === 'number' &&
    typeof fieldErrors === 'object' &&
    fieldErrors !== null
  );
}

/**
 * True when a result or error is a cancellation the caller asked for (discovery §4, §8: cancelled
 * requests are ignored silently).
 */
export function isCancelled(value: ApiResult<unknown> | ApiError | null | undefined): boolean {
  if (!value) return false;
  if ('ok' in value) return !value.ok && value.error.kind === 'cancelled';
  return value.kind === 'cancelled';
}
