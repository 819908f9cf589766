import type { Product } from '@kurse/api-client';
import { parseRouteId } from '@kurse/domain';
import { productShape, useRead, type Read, type Settled } from '../../core';

/** Outcome of loading the product of the new-contract modal. */
export type ProductLoad =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'notFound' }
  /** Any other failure, with the HTTP status (0 when no answer came). */
  | { status: 'failed'; code: number };

/** The read of a product (`GET /products/{id}`). Spec: transactions §7 GET /products/{id}. */
export const productRead = (productId: number): Read<Product> => ({
  key: `/products/${productId}`,
  fetch: (api, signal) =>
    api.GET('/products/{id}', { params: { path: { id: productId } }, signal }),
  shape: productShape,
});

/**
 * What a product's answer means for the page: a 404 is not found; any other failure keeps its
 * status for the error modal. Spec: transactions §2 New contract modal, §8 Contract errors.
 */
export function productOutcome(settled: Settled<Product>): ProductLoad {
  if (settled.ok) return { status: 'ready', product: settled.data };
  const { status } = settled.error;
  return status === 404 ? { status: 'notFound' } : { status: 'failed', code: status };
}

/**
 * Loads the product of `/me/contracts/{id}/confirm` ({@link productRead}); an id that is not a
 * number is not found. Spec: transactions §2 New contract modal, §7, §8 Contract errors.
 */
export function useProduct(id: string): ProductLoad {
  const productId = parseRouteId(id);
  const read = useRead(productId === null ? null : productRead(productId));
  if (productId === null) return { status: 'notFound' };
  if (read.status === 'loading') return read;
  if (read.status === 'failed') return productOutcome({ ok: false, error: read.error, at: 0 });
  return { status: 'ready', product: read.data };
}
