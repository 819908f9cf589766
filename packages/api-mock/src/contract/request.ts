/** Sends a sample to the mock API and reads the answer (JSON, GIF bytes or nothing). */
import type { MockApi } from '../api';
import { FIXTURES } from '../seed/fixtures';
import type { Sample } from './samples';

/** An answer as the contract tests check it. */
export interface SampleAnswer {
  status: number;
  contentType: string;
  body: unknown;
  networkError: boolean;
  headers: Headers;
}

/** Sends `sample`, optionally with scenario names in the `X-Mock-Scenario` header. */
export async function send(api: MockApi, sample: Sample, scenario?: string): Promise<SampleAnswer> {
  const headers = new Headers();
  if (sample.body !== undefined) headers.set('Content-Type', 'application/json');
  if (sample.session) headers.set('Authorization', FIXTURES.sessions.demo.token);
  if (sample.fingerprint) headers.set('X-Device-Fingerprint', sample.fingerprint);
  if (scenario) headers.set('X-Mock-Scenario', scenario);
  const response = await api.fetch(sample.path, {
    method: sample.method,
    headers,
    body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
  });
  if (response.type === 'error') {
    return {
      status: 0,
      contentType: '',
      body: null,
      networkError: true,
      headers: response.headers,
    };
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const body =
    contentType === 'application/json'
      ? ((await response.json()) as unknown)
      : new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    contentType,
    body,
    networkError: false,
    headers: response.headers,
  };
}
