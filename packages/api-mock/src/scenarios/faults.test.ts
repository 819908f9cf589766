import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockApi } from '../api';
import { DEFAULT_SEED_NOW } from '../seed';
import { EVERY_OPERATION } from './catalogue-faults';
import { HANG_MS, WRONG_SHAPE_BODY } from './types';

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
