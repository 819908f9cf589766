import type { ApiError, Franchise, Provider } from '@kurse/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checkAnswer } from '../../core';
import { franchiseShape, franchiseProvidersShape } from '../../core';

/** The loaded franchise page: the franchise and its providers. */
export interface FranchiseData {
  franchise: Franchise;
  providers: Provider[];
}

/** Outcome of loading a franchise page. */
export type FranchiseLoad =
  { state: 'loading' } | { state: 'notFound' | 'failed' } | ({ state: 'ready' } & FranchiseData);

/** "Not found" (by status 404 or the server's message) → not found; anything else → generic. */
function failure(error: ApiError): FranchiseLoad {
  const notFound = error.status === 404 || /not found/i.test(error.message ?? '');
  return { state: notFound ? 'notFound' : 'failed' };
}

/**
 * Loads the franchise of `id` (numeric id or slug), then its providers; the page shows once both
 * are there. A failure of either is the page's failure. Cancelled loads (the id changed, the page
 * left) are ignored. Spec: discovery §2 Franchise page, §8 Franchise load.
 */
export function useFranchiseLoad(id: string): FranchiseLoad {
  const { api } = useServices();
  const [load, setLoad] = useState<{ id: string; result: FranchiseLoad } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    const finish = (result: FranchiseLoad) => setLoad({ id, result });
    void (async () => {
      const franchise = checkAnswer(
        await api.GET('/franchises/{id}', { params: { path: { id } }, signal }),
        franchiseShape,
      );
      if (!franchise.ok) {
        if (franchise.error.kind !== 'cancelled') finish(failure(franchise.error));
        return;
      }
      const list = checkAnswer(
        await api.GET('/franchises/{id}/providers', { params: { path: { id } }, signal }),
        franchiseProvidersShape,
      );
      if (list.ok) finish({ state: 'ready', franchise: franchise.data, ...list.data });
      else if (list.error.kind !== 'cancelled') finish(failure(list.error));
    })();
    return () => controller.abort();
  }, [api, id]);

  return load?.id === id ? load.result : { state: 'loading' };
}
