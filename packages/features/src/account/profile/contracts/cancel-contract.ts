import type { ApiClient, Contract } from '@kurse/api-client';

/**
 * Whether a card offers cancelling its contract once cancellation is switched on: a running
 * contract (active, status activated) that is not already set to end (`cancelAt`). The server
 * refuses any other status (409). Spec: transactions §2 Profile tabs (contracts tab), §3 Contract.
 */
export function canCancelContract(
  contract: Pick<Contract, 'active' | 'status' | 'cancelAt'>,
): boolean {
  return contract.active && contract.status === 'activated' && !contract.cancelAt;
}

/** How a cancellation ended: the cancelled contract, or the refusal's HTTP status (0: no answer). */
export type CancelContractResult = { ok: true; contract: Contract } | { ok: false; status: number };

/**
 * Cancels a contract of the logged-in customer (`DELETE /customers/product_contracts/{id}`, sent
 * with the session token); the caller reloads the list afterwards. Spec: transactions §2 Profile
 * tabs ("cancel the contract and reload the list"), §7; discovery §7.
 */
export async function cancelContract(api: ApiClient, id: number): Promise<CancelContractResult> {
  const result = await api.DELETE('/customers/product_contracts/{id}', {
    params: { path: { id } },
  });
  return result.ok
    ? { ok: true, contract: result.data }
    : { ok: false, status: result.error.status };
}
