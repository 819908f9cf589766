import { describe, expect, it } from 'vitest';
import { createMockApi } from '../api';
import { SCENARIOS } from '../scenarios';
import { DEFAULT_SEED_NOW } from '../seed';
import { loadContract } from './contract';
import { send } from './request';
import { samples } from './samples';

const now = new Date(DEFAULT_SEED_NOW);
// Delays answer normally later; faults answer outside the contract on purpose (faults.test.ts).
const cases = SCENARIOS.filter(
  (s) => s.answer.kind !== 'delay' && s.answer.kind !== 'fault',
).flatMap((s) => s.operations.map((operationId) => ({ name: s.name, operationId, scenario: s })));

describe('every scenario answers what the contract allows', () => {
  it.each(cases)('$name → $operationId', async ({ operationId, scenario }) => {
    const api = createMockApi({ now });
    const answer = await send(api, samples(api)[operationId], scenario.name);
    const { answer: forced } = scenario;
    if (forced.kind === 'networkError') {
      expect(answer.networkError).toBe(true);
      return;
    }
    if (forced.kind === 'generated') {
      expect(answer.status).toBe(200);
      const contract = await loadContract();
      expect(contract.validateResponse(operationId, 200, answer.body)).toBe('');
      return;
    }
    if (forced.kind !== 'status') throw new Error('unexpected scenario kind');
    expect(answer.status).toBe(forced.status);
    expect(answer.contentType).toBe('application/json');
    expect(answer.body).toEqual(forced.body);
    const contract = await loadContract();
    expect(contract.operation(operationId).responses[String(forced.status)]).toBeDefined();
    expect(contract.validateResponse(operationId, forced.status, answer.body)).toBe('');
  });

  it('leaves other operations alone', async () => {
    const api = createMockApi({ now });
    const answer = await send(api, samples(api).getTerms, 'provider-error,login-failed');
    expect(answer.status).toBe(200);
  });
});
