/** What a scenario is: a named, forced answer for one or more operations of the contract. */
import type { Schemas } from '../db/types';
import type { OperationId } from '../http/types';

/** A body a scenario may force: the shared error, the contract 422 or the login redirect. */
export type ScenarioBody =
  Schemas['Error'] | Schemas['ContractValidationError'] | Schemas['LoginRedirect'];

/**
 * The forced answer: a status with a body, a network error, a delay before the real answer, or a
 * 200 body generated from the request (a dataset the seed does not hold, such as a dense area).
 */
export type ScenarioAnswer =
  | { kind: 'status'; status: number; body: ScenarioBody }
  | { kind: 'networkError' }
  | { kind: 'delay'; ms: number }
  | { kind: 'generated'; body: (url: URL) => unknown };

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
