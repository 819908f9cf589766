import type { ApiClient } from '@kurse/api-client';
import { Reads } from '../loader/reads';
import type { LoadContext, Site } from '../loader/route';
import { NOW } from './harness';

/**
 * A route `load`'s context over `api` (the demo backend through `harness()`), with its own read
 * cache, in German, on the harness's clock ({@link NOW}): what a server gives a route, for route tests.
 */
export function loadContext(
  api: ApiClient,
  params: Readonly<Record<string, string>> = {},
  query: URLSearchParams = new URLSearchParams(),
): { context: LoadContext; reads: Reads } {
  const reads = new Reads(api);
  const signal = new AbortController().signal;
  const context: LoadContext = {
    params,
    query,
    locale: 'de',
    api,
    signal,
    now: () => NOW,
    read: (read) => reads.fetch(read, signal),
  };
  return { context, reads };
}

/** The site route heads are tested on: paths become addresses of `https://kurse.example`. */
export const TEST_SITE: Site = { url: (path) => new URL(path, 'https://kurse.example').href };
