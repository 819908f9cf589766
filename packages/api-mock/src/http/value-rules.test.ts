/**
 * The handlers refuse every value rule of the contract's request schemas (required fields,
 * lengths, ranges, enums, e-mail format) that the body check leaves to them: each rule broken in
 * an otherwise valid sample body answers a 4xx the contract lists for the operation, and nothing
 * of it is stored.
 */
import { describe, expect, it } from 'vitest';
import { violations } from '../../test/contract-bodies';
import { createMockApi } from '../api';
import { loadContract } from '../contract/contract';
import { send } from '../contract/request';
import { samples } from '../contract/samples';
import type { Sample } from '../contract/samples';
import { DEFAULT_SEED_NOW } from '../seed';
import type { OperationId } from './types';

const api = createMockApi({ now: new Date(DEFAULT_SEED_NOW) });
const happy = samples(api);
const contractSample = happy.createContract;
/** A guest's new contract: the customer part makes the account, so its rules apply. */
const guestContract: Sample = {
  ...contractSample,
  session: false,
  body: {
    ...(contractSample.body as object),
    customer: {
      firstName: 'Gina',
      lastName: 'Gast',
      email: 'gina.gast@example.org',
      street: 'Domplatz 1',
      postalCode: '50667',
      city: 'Köln',
      country: 'DE',
      password: 'geheim123',
      passwordConfirmation: 'geheim123',
    },
  },
};

/**
 * Rules of a part the handler does not read: a logged-in customer's new contract is made for the
 * account, so the request's customer fields are not used (the guest sample checks them).
 */
const unused = (operationId: string, sample: Sample, rule: string) =>
  operationId === 'createContract' && sample.session === true && rule.startsWith('customer');

const cases = [...Object.entries(happy), ['createContract', guestContract] as const].flatMap(
  ([operationId, sample]) =>
    violations(operationId, sample.body)
      .filter((v) => !unused(operationId, sample, v.rule))
      .map((v) => ({
        operationId: operationId as OperationId,
        sample: { ...sample, body: v.body },
        rule: v.rule,
      })),
);

describe('value rules of the request schemas', () => {
  it('break at least one rule of every operation that has rules', () => {
    const covered = new Set(cases.map((c) => c.operationId));
    expect([...covered].sort()).toEqual(
      expect.arrayContaining(['createApplicant', 'createBooking', 'createContract']),
    );
    expect(cases.length).toBeGreaterThan(40);
  });

  it('are refused with a listed 4xx, and nothing is stored', async () => {
    const contract = await loadContract();
    let before = JSON.stringify(api.db);
    const accepted: string[] = [];
    for (const { operationId, sample, rule } of cases) {
      const answer = await send(api, sample);
      const label = `${operationId}: ${rule} → ${answer.status}`;
      expect(contract.operation(operationId).responses[String(answer.status)], label).toBeDefined();
      expect(contract.validateResponse(operationId, answer.status, answer.body), label).toBe('');
      const changed = JSON.stringify(api.db) !== before;
      if (answer.status < 400 || answer.status >= 500 || changed) accepted.push(label);
      if (changed) {
        api.reset();
        before = JSON.stringify(api.db);
      }
    }
    expect(accepted).toEqual([]);
  });
});
