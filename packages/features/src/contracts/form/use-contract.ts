import type { Contract } from '@kurse/api-client';
import { parseRouteId } from '@kurse/domain';
import { contractShape, useRead, useStore, type Read } from '../../core';

/** Outcome of loading a contract of the result pages. */
export type ContractLoad =
  { status: 'loading' } | { status: 'ready'; contract: Contract } | { status: 'failed' };

/**
 * The read of a contract of the customer (`GET /customers/product_contracts/{id}`, with the
 * session): `customer` (the session user's id, or null) is part of its key, so one customer's
 * contract is never shown to another or after a logout. Spec: transactions §7.
 */
export const contractRead = (contractId: number, customer: number | null): Read<Contract> => ({
  key: `/customers/product_contracts/${contractId}#customer=${customer ?? ''}`,
  fetch: (api, signal) =>
    api.GET('/customers/product_contracts/{id}', {
      params: { path: { id: contractId } },
      signal,
    }),
  shape: contractShape,
});

/**
 * Loads a contract of the customer ({@link contractRead}); any failure — an id that is not a
 * number included — is failed. Spec: transactions §2 Contract success page, Contract failure page,
 * §8 (contract load failure: Error).
 */
export function useContract(id: string): ContractLoad {
  const customer = useStore('session').user?.id ?? null;
  const contractId = parseRouteId(id);
  const read = useRead(contractId === null ? null : contractRead(contractId, customer));
  if (contractId === null) return { status: 'failed' };
  if (read.status === 'loading') return read;
  if (read.status === 'failed') return { status: 'failed' };
  return { status: 'ready', contract: read.data };
}
