import type { ApiError, Franchise, Provider } from '@kurse/api-client';
import { useRead } from '../../core';
import { franchiseProvidersRead, franchiseRead, isFranchiseNotFound } from './franchise-reads';

/** The loaded franchise page: the franchise and its providers. */
export interface FranchiseData {
  franchise: Franchise;
  providers: Provider[];
}

/** Outcome of loading a franchise page. */
export type FranchiseLoad =
  { state: 'loading' } | { state: 'notFound' | 'failed' } | ({ state: 'ready' } & FranchiseData);

/** "Not found" (by status 404 or the server's message) → not found; anything else → generic. */
const failure = (error: ApiError): FranchiseLoad => ({
  state: isFranchiseNotFound(error) ? 'notFound' : 'failed',
});

/**
 * Loads the franchise of `id` (numeric id or slug), then its providers, through the loader
 * runtime ({@link franchiseRead}, {@link franchiseProvidersRead}); the page shows once both are
 * there. A failure of either is the page's failure. Spec: discovery §2 Franchise page, §8
 * Franchise load.
 */
export function useFranchiseLoad(id: string): FranchiseLoad {
  const franchise = useRead(franchiseRead(id));
  const providers = useRead(franchise.status === 'ready' ? franchiseProvidersRead(id) : null);
  if (franchise.status === 'failed') return failure(franchise.error);
  if (providers.status === 'failed') return failure(providers.error);
  if (franchise.status !== 'ready' || providers.status !== 'ready') return { state: 'loading' };
  return { state: 'ready', franchise: franchise.data, providers: providers.data.providers };
}
