import type { Product } from '@kurse/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { productShape } from '../../core';

/** Outcome of loading the product of the new-contract modal. */
export type ProductLoad =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'notFound' }
  /** Any other failure, with the HTTP status (0 when no answer came). */
  | { status: 'failed'; code: number };

/**
 * Loads the product of `/me/contracts/{id}/confirm` (`GET /products/{id}`). A 404 or an id that
 * is not a number is not found; any other failure keeps its status for the error modal.
 * Spec: transactions §2 New contract modal, §7 GET /products/{id}, §8 Contract errors.
 */
export function useProduct(id: string): ProductLoad {
  const { api } = useServices();
  const productId = /^\d+$/.test(id) ? Number(id) : null;
  const [load, setLoad] = useState<{ id: string; load: ProductLoad } | null>(null);

  useEffect(() => {
    if (productId === null) return;
    const controller = new AbortController();
    void api
      .GET('/products/{id}', { params: { path: { id: productId } }, signal: controller.signal })
      .then(checked(productShape))
      .then((result) => {
        if (result.ok) setLoad({ id, load: { status: 'ready', product: result.data } });
        else if (result.error.kind !== 'cancelled') {
          const { status } = result.error;
          setLoad({
            id,
            load: status === 404 ? { status: 'notFound' } : { status: 'failed', code: status },
          });
        }
      });
    return () => controller.abort();
  }, [api, id, productId]);

  if (productId === null) return { status: 'notFound' };
  return load?.id === id ? load.load : { status: 'loading' };
}
