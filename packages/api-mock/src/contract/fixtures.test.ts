import { beforeEach, describe, expect, it } from 'vitest';
import { createMockApi } from '../api';
import type { MockApi } from '../api';
import type { OperationId } from '../http/types';
import { DEFAULT_SEED_NOW } from '../seed';
import { loadContract } from './contract';
import { send } from './request';
import { samples } from './samples';

const now = new Date(DEFAULT_SEED_NOW);
let api: MockApi;
beforeEach(() => {
  api = createMockApi({ now });
});

const operations = Object.keys(samples(createMockApi({ now }))) as OperationId[];

describe('happy paths over the seed validate against the contract', () => {
  it('covers every operation of the contract', async () => {
    const contract = await loadContract();
    expect([...operations].sort()).toEqual(contract.operations.map((o) => o.operationId).sort());
  });

  it.each(operations)('%s', async (operationId) => {
    const contract = await loadContract();
    const sample = samples(api)[operationId];
    const answer = await send(api, sample);
    expect(answer.status, JSON.stringify(answer.body)).toBe(sample.status);
    const types = contract.operation(operationId).responses[String(answer.status)];
    expect(types, `${answer.status} is listed for ${operationId}`).toBeDefined();
    if (types?.length === 0) {
      expect(answer.contentType).toBe('');
    } else if (answer.contentType === 'image/gif') {
      expect(types).toContain('image/gif');
      expect(answer.body).toBeInstanceOf(Uint8Array);
    } else {
      expect(answer.contentType).toBe('application/json');
      expect(contract.validateResponse(operationId, answer.status, answer.body)).toBe('');
    }
    const takes = contract.operation(operationId).headers.includes('X-Device-Fingerprint');
    expect(answer.headers.has('X-Device-Fingerprint')).toBe(takes);
  });
});
