import { lazy } from 'react';

/**
 * The not-found page, loaded only when it is shown: for scopes in the frame's first load (a
 * provider that does not exist), so that load does not carry it.
 */
export const LazyNotFoundPage = lazy(() =>
  import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
