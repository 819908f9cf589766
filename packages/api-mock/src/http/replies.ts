/** Replies: success helpers, error replies with the shared `Error` body, and domain validation errors as field messages. */
import type { ValidationError } from '@kurse/domain';
import type { Schemas } from '../db/types';

/** Field errors as the wire carries them: camelCase field → messages. */
export type WireFieldErrors = Record<string, string[]>;

/** An error reply of `status` with the shared `Error` body. */
export function fail<S extends number>(
  status: S,
  message: string,
  code?: string,
  errors?: WireFieldErrors,
): { status: S; body: Schemas['Error'] } {
  const body: Schemas['Error'] = { status, message };
  if (code !== undefined) body.code = code;
  if (errors !== undefined) body.errors = errors;
  return { status, body };
}

/** 404 with the shared error body. */
export const notFound = (what = 'Not found') => fail(404, what);

/** 401 with `session_required`: no valid session. */
export const unauthorized = () => fail(401, 'Please log in.', 'session_required');

/** 400 for a malformed request. */
export const badRequest = (message: string) => fail(400, message);

/** A domain validation error as a server message (Rails-style, as the real backend words them). */
export function validationMessage(error: ValidationError): string {
  switch (error.key) {
    case 'required':
      return "can't be blank";
    case 'email':
      return 'is invalid';
    case 'maxLength':
      return `is too long (maximum is ${error.max} characters)`;
    case 'minLength':
      return `is too short (minimum is ${error.min} characters)`;
    case 'range':
      return `must be between ${error.min} and ${error.max}`;
    case 'integer':
      return 'must be an integer';
    case 'country':
      return 'is not included in the list';
    case 'minCount':
      return `needs at least ${error.min}`;
  }
}

/** Domain field errors as wire field errors, optionally renaming fields. */
export function wireErrors(
  errors: Partial<Record<string, ValidationError>>,
  rename: Record<string, string> = {},
): WireFieldErrors {
  const out: WireFieldErrors = {};
  for (const [field, error] of Object.entries(errors)) {
    if (error) out[rename[field] ?? field] = [validationMessage(error)];
  }
  return out;
}

/** True when a wire error object holds at least one field. */
export const hasFieldErrors = (errors: WireFieldErrors): boolean => Object.keys(errors).length > 0;

/** 200 with a body. */
export const ok = <T>(body: T, headers?: Record<string, string>) => ({
  status: 200 as const,
  body,
  ...(headers ? { headers } : {}),
});

/** 201 with a body. */
export const created = <T>(body: T, headers?: Record<string, string>) => ({
  status: 201 as const,
  body,
  ...(headers ? { headers } : {}),
});

/** 204 without a body. */
export const noContent = () => ({ status: 204 as const });
