/**
 * The API client of the adapters' tests, answered in-process by the demo backend (no network):
 * the same handlers the app and Storybook use.
 */
import { createApiClient, memoryStore, type ApiClient } from '@kurse/api-client';
import { createMockApi } from '@kurse/api-mock';

/** The fixed clock of the seed. */
export const NOW = new Date('2026-11-23T10:00:00+01:00');

const BASE = 'http://kurse.test/api';

/** An API client on a fresh demo backend; `requests` records every URL asked. */
export function mockApi(options: { scenarios?: string[] } = {}): {
  api: ApiClient;
  requests: string[];
} {
  const mock = createMockApi({ now: NOW, base: BASE, scenarios: options.scenarios });
  const requests: string[] = [];
  const api = createApiClient({
    baseUrl: BASE,
    fetch: (request) => {
      requests.push(request.url);
      return mock.fetch(request);
    },
    tokenStore: memoryStore(),
    fingerprintStore: memoryStore(),
  });
  return { api, requests };
}
