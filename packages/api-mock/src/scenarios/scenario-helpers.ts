/** Builders of transactions §8 scenarios: one forced error per operation, and redirect failures. */
import type { OperationId } from '../http/types';
import { fail } from './types';
import type { Scenario } from './types';

/** The message of forced 500 answers. */
export const SERVER_ERROR = 'Unexpected server error.';
const REDIRECT: readonly OperationId[] = ['getBooking', 'confirmBooking'];

/** A redirect failure of the checkout-redirect page, on loading or confirming the booking. */
export function redirect(status: number, code: string, text: string): Scenario {
  return {
    name: `redirect-${status}`,
    description: `Loading or confirming the booking answers ${status}: ${text}`,
    spec: 'transactions §8 Redirect failures',
    operations: REDIRECT,
    answer: fail(status, code, text),
  };
}

/** One forced error of one operation. */
export function one(
  name: string,
  spec: string,
  operationId: OperationId,
  status: number,
  code: string | undefined,
  text: string,
): Scenario {
  return {
    name,
    description: `${text} (${status}${code ? `, code ${code}` : ''}).`,
    spec: `transactions §8 ${spec}`,
    operations: [operationId],
    answer: fail(status, code, text),
  };
}
