import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockApi } from '../api';
import { DEFAULT_SEED_NOW } from '../seed';
import { EVERY_OPERATION } from './catalogue-faults';
import {
  BAD_GATEWAY_BODY,
  GARBLED_BODY,
  HANG_MS,
  UNAVAILABLE_BODY,
  WRONG_SHAPE_BODY,
} from './types';

const now = new Date(DEFAULT_SEED_NOW);
const providerUrl = 'http://localhost/api/providers/schwimmschule-seepferdchen';
const withScenario = (name: string, init: RequestInit = {}) =>
  new Request(providerUrl, { ...init, headers: { 'X-Mock-Scenario': name } });

afterEach(() => {
  vi.useRealTimers();
});

describe('fault scenarios (outside the contract, for the client guards)', () => {
  it('apply to every operation', () => {
    const api = createMockApi({ now });
    const operations = api.routes.map((r) => r.operationId).sort();
    expect([...EVERY_OPERATION].sort()).toEqual(operations);
  });

  it('answer-empty answers 200 without a body', async () => {
    const answer = await createMockApi({ now }).fetch(withScenario('answer-empty'));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');
  });

  it('answer-wrong-shape answers 200 with a body of the wrong shape', async () => {
    const answer = await createMockApi({ now }).fetch(withScenario('answer-wrong-shape'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(WRONG_SHAPE_BODY);
  });

  it('answer-garbled answers 200 with JSON that does not parse', async () => {
    const answer = await createMockApi({ now }).fetch(withScenario('answer-garbled'));
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toBe(GARBLED_BODY);
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('answer-500 answers 500 with the shared error body', async () => {
    const answer = await createMockApi({ now }).fetch(withScenario('answer-500'));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ status: 500, message: 'Internal Server Error' });
  });

  it('answer-502 answers 502 with a gateway page in HTML', async () => {
    const answer = await createMockApi({ now }).fetch(withScenario('answer-502'));
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toBe(BAD_GATEWAY_BODY);
  });

  it('answer-503 answers 503 in plain text with Retry-After', async () => {
    const answer = await createMockApi({ now }).fetch(withScenario('answer-503'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(await answer.text()).toBe(UNAVAILABLE_BODY);
  });

  it('answer-reset answers a network error (the server closes the connection)', async () => {
    const answer = await createMockApi({ now }).fetch(withScenario('answer-reset'));
    expect(answer.type).toBe('error');
  });

  it('answer-hang answers nothing until the request is aborted', async () => {
    const controller = new AbortController();
    let answered = false;
    const pending = createMockApi({ now })
      .fetch(withScenario('answer-hang', { signal: controller.signal }))
      .then(
        () => (answered = true),
        () => (answered = true),
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    controller.abort();
    await pending;
    expect(answered).toBe(true);
  });

  it('answer-hang lets the normal answer through after its longest wait', async () => {
    vi.useFakeTimers();
    const pending = createMockApi({ now }).fetch(withScenario('answer-hang'));
    await vi.advanceTimersByTimeAsync(HANG_MS);
    expect((await pending).status).toBe(200);
  });
});
