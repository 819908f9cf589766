import type { Contract } from '@kurse/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { contractShape } from '../../core';

/** Outcome of loading a contract of the result pages. */
export type ContractLoad =
  { status: 'loading' } | { status: 'ready'; contract: Contract } | { status: 'failed' };

/**
 * Loads a contract of the customer (`GET /customers/product_contracts/{id}`, with the session);
 * any failure — an id that is not a number included — is failed. Spec: transactions §2 Contract
 * success page, Contract failure page, §7, §8 (contract load failure: Error).
 */
export function useContract(id: string): ContractLoad {
  const { api } = useServices();
  const contractId = /^\d+$/.test(id) ? Number(id) : null;
  const [load, setLoad] = useState<{ id: string; load: ContractLoad } | null>(null);

  useEffect(() => {
    if (contractId === null) return;
    const controller = new AbortController();
    void api
      .GET('/customers/product_contracts/{id}', {
        params: { path: { id: contractId } },
        signal: controller.signal,
      })
      .then(checked(contractShape))
      .then((result) => {
        if (result.ok) setLoad({ id, load: { status: 'ready', contract: result.data } });
        else if (result.error.kind !== 'cancelled') setLoad({ id, load: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [api, id, contractId]);

  if (contractId === null) return { status: 'failed' };
  return load?.id === id ? load.load : { status: 'loading' };
}
