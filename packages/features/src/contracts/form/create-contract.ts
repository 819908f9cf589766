import {
  settle,
  type ApiClient,
  type ApiError,
  type Contract,
  type ContractCreateRequest,
} from '@kurse/api-client';
import { firstFieldAlert, type Messages } from '@kurse/i18n';
import { checkAnswer } from '../../core';
import { classifyFieldErrors, fieldMessages } from '../../core';
import { newContractShape } from '../../core';
import { reportError } from '../../core';
import { submitKeys, type SubmitKeys } from '../../core';

/** The outcome of creating a contract. */
export type ContractOutcome =
  | { ok: true; contract: Contract }
  | { ok: false; kind: 'cancelled' }
  | {
      ok: false;
      kind: 'failed';
      status: number;
      /** The server's error code, when it sent one. */
      code: string | null;
      /** The catalogue's message for the form's alert. */
      alert: string;
      /** The catalogue's messages of the server's field errors (camelCase), beside the fields. */
      fieldErrors: Record<string, string>;
    };

/** A 422 body carries the contract's field errors under `productContract` (snake or camel). */
export function hasProductContractErrors(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return 'productContract' in body || 'product_contract' in body;
}

/**
 * The alert of a failed contract creation: 401 → wrong event password; 422 with field errors
 * under `productContract` → the first field's message by its label ("check the marked fields"
 * when none is readable), 422
 * without that key → unknown error; 429 → too many requests; anything else (no answer included)
 * → unknown error. Spec: transactions §8 Contract errors, §5.
 */
export function contractErrorMessage(LL: Messages, error: ApiError, wrapped: boolean): string {
  const t = LL.contracts.errors;
  if (error.status === 401) return t.wrongPassword();
  if (error.status === 422) {
    if (!wrapped) return t.unknown();
    return (
      firstFieldAlert(LL, classifyFieldErrors(error.fieldErrors)) ?? LL.validation.checkFields()
    );
  }
  if (error.status === 429) return t.tooManyRequests();
  return t.unknown();
}

/** Statuses of the catalogue that are answers, not faults: the rest is reported. */
const EXPECTED = [401, 422, 429];

/** The contract form's submit keys (one contract form at a time). */
const contractSubmits = submitKeys();

/**
 * Sends the contract (`POST /customers/product_contracts/`, with the session token when logged
 * in, and the submit's `Idempotency-Key`: a retry after a lost answer never subscribes twice,
 * `submit-key.ts`). A failure gets its alert by the contract error catalogue; with a 422 whose
 * body has the `productContract` key its field errors (and the user fields' under `customer`,
 * keys camelCase) go beside the fields. Other failures than 401, 422 and 429 — no answer, or an
 * answer that is no contract, included — are also reported (`POST /err`). Spec: transactions §7
 * POST /customers/product_contracts/, §8 Contract errors, §5.
 */
export async function createContract(
  api: ApiClient,
  LL: Messages,
  body: ContractCreateRequest,
  keys: SubmitKeys = contractSubmits,
): Promise<ContractOutcome> {
  let wrapped = false;
  const params = { header: { 'Idempotency-Key': keys.keyFor(body) } };
  const answer = await settle(
    api.raw.POST('/customers/product_contracts/', { body, params }).then((raw) => {
      wrapped = hasProductContractErrors(raw.error);
      return raw;
    }),
  );
  keys.settled(answer.ok || answer.error.status !== 0);
  const result = checkAnswer(answer, newContractShape);
  if (result.ok) return { ok: true, contract: result.data };
  const { error } = result;
  if (error.kind === 'cancelled') return { ok: false, kind: 'cancelled' };
  if (!EXPECTED.includes(error.status)) {
    void reportError(api, new Error(`Contract creation failed (${error.status || 'no answer'})`), {
      status: error.status,
      code: error.code,
      message: error.message,
      productId: body.productContract.productId,
    });
  }
  const fields =
    error.status === 422 && wrapped
      ? fieldMessages(LL, classifyFieldErrors(error.fieldErrors))
      : {};
  return {
    ok: false,
    kind: 'failed',
    status: error.status,
    code: error.code ?? null,
    alert: contractErrorMessage(LL, error, wrapped),
    fieldErrors: fields,
  };
}
