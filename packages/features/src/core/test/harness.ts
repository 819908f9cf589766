import { createApiClient, memoryStore } from '@kurse/api-client';
import { createMockApi } from '@kurse/api-mock';
import { createStores, sessionTokenStore, type StoresOptions } from '../state';

/** A fixed clock for the seed and the stores. */
export const NOW = new Date('2026-11-23T10:00:00+01:00');

/**
 * Stores and an API client answered in-process by the demo backend (no network): the same
 * handlers the app and Storybook use.
 */
export function harness(options: StoresOptions & { scenarios?: string[] } = {}) {
  const mock = createMockApi({
    now: NOW,
    base: 'http://kurse.test/api',
    scenarios: options.scenarios,
  });
  const stores = createStores({ now: () => NOW, ...options });
  const api = createApiClient({
    baseUrl: 'http://kurse.test/api',
    fetch: (request) => mock.fetch(request),
    tokenStore: sessionTokenStore(stores),
    fingerprintStore: memoryStore(),
  });
  return { mock, stores, api };
}
