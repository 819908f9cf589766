/**
 * Turns error answers and thrown fetch failures into one {@link ApiError}.
 * Spec: discovery §8, transactions §8 (error catalogue); contract `Error`, `ContractValidationError`
 * and `LoginRedirect` schemas.
 */
import type { ApiError, FieldErrorMap } from './result';

type Body = Record<string, unknown>;

const asBody = (value: unknown): Body | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : null;

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** `postal_code` → `postalCode`; camelCase keys and leading underscores stay as they are. */
export function camelCaseKey(key: string): string {
  return key.replace(/(?<=[A-Za-z0-9])_+([A-Za-z0-9])/g, (_match, next: string) =>
    next.toUpperCase(),
  );
}

/** Adds a field-error object's entries to `into`, with camelCase keys and string messages only. */
function collectFieldErrors(value: unknown, into: FieldErrorMap): void {
  const body = asBody(value);
  if (!body) return;
  for (const [key, raw] of Object.entries(body)) {
    const list: unknown[] = Array.isArray(raw) ? raw : [raw];
    const messages = list.filter((m): m is string => typeof m === 'string');
    if (messages.length === 0) continue;
    const name = camelCaseKey(key);
    into[name] = [...(into[name] ?? []), ...messages];
  }
}

/**
 * Field errors of an error body: `errors`, and for contract creation the `productContract` (and
 * `customer`) wrappers, merged into one map with camelCase keys. Spec: transactions §5, §8.
 */
export function fieldErrorsOf(body: unknown): FieldErrorMap {
  const fields: FieldErrorMap = {};
  const object = asBody(body);
  if (!object) return fields;
  for (const key of ['errors', 'productContract', 'product_contract', 'customer']) {
    collectFieldErrors(object[key], fields);
  }
  return fields;
}

/**
 * The seconds a `Retry-After` value asks to wait: whole seconds only (`120`); an HTTP date, a
 * fraction or anything else gives undefined (the caller then names no time).
 */
export function retryAfterSeconds(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * The {@link ApiError} of an answer with a non-2xx status and its parsed body (or text, or nothing),
 * with the seconds of its `Retry-After` header when given.
 * A 300 carrying `route` and `token` is the flagged-login redirect (discovery §4 User session).
 */
export function httpError(status: number, body: unknown, headers?: Headers): ApiError {
  const object = asBody(body);
  const code = stringOrNull(object?.code);
  const message = stringOrNull(object?.message);
  const fieldErrors = fieldErrorsOf(object);
  const route = stringOrNull(object?.route);
  const token = stringOrNull(object?.token);
  if (status === 300 && route !== null && token !== null) {
    return { kind: 'redirect', status, code, message, fieldErrors, route, token };
  }
  const retryAfter = retryAfterSeconds(headers?.get('Retry-After'));
  return retryAfter === undefined
    ? { kind: 'http', status, code, message, fieldErrors }
    : { kind: 'http', status, code, message, fieldErrors, retryAfter };
}

const nameOf = (value: unknown): string | undefined => {
  const name = asBody(value)?.name;
  return typeof name === 'string' ? name : undefined;
};

/**
 * The {@link ApiError} of a call that threw: `cancelled` when the caller aborted it, else `network`
 * with status 0. A timeout signal (`AbortSignal.timeout`) counts as a network failure, not a cancel.
 */
export function thrownError(thrown: unknown, signal?: AbortSignal | null): ApiError {
  const base = { status: 0, code: null, message: null, fieldErrors: {} } as const;
  const aborted =
    nameOf(thrown) === 'AbortError' ||
    (signal?.aborted === true && nameOf(signal.reason) !== 'TimeoutError');
  return aborted ? { ...base, kind: 'cancelled' } : { ...base, kind: 'network' };
}
