/** What a scenario is: a named, forced answer for one or more operations of the contract. */
import type { Schemas } from '../db/types';
import type { OperationId } from '../http/types';

/** A body a scenario may force: the shared error, the contract 422 or the login redirect. */
export type ScenarioBody =
  Schemas['Error'] | Schemas['ContractValidationError'] | Schemas['LoginRedirect'];

/**
 * The forced answer: a status with a body (and headers such as `Retry-After`), a network error, a
 * delay before the real answer, a 200 body generated from the request (a dataset the seed does not
 * hold, such as a dense area), or a fault outside the contract.
 */
export type ScenarioAnswer =
  | { kind: 'status'; status: number; body: ScenarioBody; headers?: Record<string, string> }
  | { kind: 'networkError' }
  | { kind: 'delay'; ms: number }
  | { kind: 'generated'; body: (url: URL) => unknown }
  | { kind: 'fault'; fault: Fault };

/**
 * A fault outside the contract, for the client's guards (discovery §8, transactions §8): a 200
 * with an empty body, a 200 whose body has the wrong shape, a 200 whose JSON breaks off
 * ({@link GARBLED_BODY}), a 500 with the shared error body where the contract names none, a gateway's 502 or 503 page (HTML, plain text) as a proxy in front of
 * the API answers them, or no answer at all (until the request is aborted, at most
 * {@link HANG_MS}).
 */
export type Fault =
  'empty' | 'wrongShape' | 'garbled' | 'serverError' | 'badGateway' | 'unavailable' | 'hang';

/** The body of a garbled answer: JSON that breaks off in the middle. */
export const GARBLED_BODY = '{"id": 101, "name": "Seepferd';

/** The body of a gateway's 502 answer (HTML, not the contract's error). */
export const BAD_GATEWAY_BODY =
  '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

/** The body of an overloaded gateway's 503 answer (plain text) and its `Retry-After` seconds. */
export const UNAVAILABLE_BODY = 'Service Temporarily Unavailable';
export const UNAVAILABLE_RETRY_AFTER = '30';

/** How long a hanging answer waits at most before it lets the normal answer through. */
export const HANG_MS = 120_000;

/** The body of a wrongly shaped answer: wrong for every operation (no list, no valid id). */
export const WRONG_SHAPE_BODY = { id: 'not-a-number', name: 42, results: 'none', data: null };

/** A named error scenario. */
export interface Scenario {
  name: string;
  description: string;
  /** The spec section whose error it exercises, e.g. `transactions §8 Booking create`. */
  spec: string;
  /** Operations (contract operation ids) whose requests it answers. */
  operations: readonly OperationId[];
  answer: ScenarioAnswer;
}

/** A 4xx/5xx answer with the shared error body. */
export function fail(
  status: number,
  code: string | undefined,
  message: string,
  errors?: Record<string, string[]>,
): ScenarioAnswer {
  const body: Schemas['Error'] = { status, message };
  if (code !== undefined) body.code = code;
  if (errors !== undefined) body.errors = errors;
  return { kind: 'status', status, body };
}
