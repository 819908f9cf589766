/** Test helpers: a mock API over the tiny database, and a small request helper. */
import { createMockApi } from '../src/api';
import type { MockApi, MockApiOptions } from '../src/api';
import { NOW, tinyDb } from './tiny-db';

/** A mock API over a fresh tiny database at NOW. */
export function tinyApi(options: Omit<MockApiOptions, 'db' | 'now'> = {}): MockApi {
  return createMockApi({ db: tinyDb(), now: NOW, ...options });
}

/** Request options of {@link call}. */
export interface CallOptions {
  body?: unknown;
  token?: string | null;
  fingerprint?: string;
  headers?: Record<string, string>;
}

/** An answer: status, parsed body (JSON, bytes or null), headers. */
export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
  type: Response['type'];
}

/** Calls the mock API; `T` is the expected body type (not checked here). */
export async function call<T = Record<string, unknown>>(
  api: Pick<MockApi, 'fetch'>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers = new Headers(options.headers);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.token) headers.set('Authorization', options.token);
  if (options.fingerprint) headers.set('X-Device-Fingerprint', options.fingerprint);
  const response = await api.fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (response.type === 'error') {
    return { status: 0, body: null as T, headers: response.headers, type: response.type };
  }
  const contentType = response.headers.get('content-type') ?? '';
  const body = contentType.includes('json')
    ? ((await response.json()) as T)
    : response.status === 204
      ? (null as T)
      : (new Uint8Array(await response.arrayBuffer()) as T);
  return { status: response.status, body, headers: response.headers, type: response.type };
}

/** The value, or a failed test when it is missing. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}`);
  return value;
}
