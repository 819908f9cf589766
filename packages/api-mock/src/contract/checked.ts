/** Flow-test helpers: calls whose answers are checked against the contract as they happen. */
import { expect } from 'vitest';
import type { MockApi } from '../api';
import type { Schemas } from '../db/types';
import type { OperationId } from '../http/types';
import { loadContract } from './contract';

/** Calls the API and checks the answer against the contract for `operationId`. */
export async function checked<T>(
  api: MockApi,
  operationId: OperationId,
  method: string,
  path: string,
  init: { body?: unknown; token?: string | null; fingerprint?: string } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (init.token) headers.set('Authorization', init.token);
  if (init.fingerprint) headers.set('X-Device-Fingerprint', init.fingerprint);
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const response = await api.fetch(path, { method, headers, body });
  const json = response.status === 204 ? undefined : ((await response.json()) as T);
  const contract = await loadContract();
  if (json !== undefined)
    expect(contract.validateResponse(operationId, response.status, json)).toBe('');
  return { status: response.status, body: json as T, headers: response.headers };
}

/** Logs in with e-mail and password. */
export const login = (api: MockApi, email: string, password: string) =>
  checked<Schemas['User']>(api, 'loginCustomer', 'POST', '/api/customers/login', {
    body: { customer: { email, password } },
  });
