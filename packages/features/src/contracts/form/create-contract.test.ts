import type { ContractCreateRequest } from '@kurse/api-client';
import { FIXTURES } from '@kurse/api-mock';
import { messagesFor } from '@kurse/i18n';
import { describe, expect, it } from 'vitest';
import { harness, loseAnswers } from '../../core/test';
import { createContract } from './create-contract';
import { submitKeys } from '../../core';

const LL = messagesFor('de');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The demo customer's subscription to the plan for this participant. */
const planFor = (participantName: string): ContractCreateRequest => ({
  productContract: {
    productId: FIXTURES.products.plan.id,
    participantName,
    eventId: 1031,
    bookingItemValuesAttributes: [],
  },
  customer: { firstName: 'Julia', lastName: 'Neumann', email: 'demo@kurse.example' },
});

describe('createContract sends one Idempotency-Key per submit (transactions §4 Contract)', () => {
  it('a retry after a lost answer gets the first contract, a changed form subscribes anew', async () => {
    const { api, mock, stores } = harness();
    stores.session.token = FIXTURES.sessions.demo.token;
    const sent = loseAnswers(mock, /\/product_contracts\/$/);
    const before = mock.db.contracts.length;
    const keys = submitKeys();
    const lost = await createContract(api, LL, planFor('Mia Neumann'), keys);
    expect(lost).toMatchObject({ ok: false, kind: 'failed', status: 0 });
    expect(mock.db.contracts).toHaveLength(before + 1);

    const retried = await createContract(api, LL, planFor('Mia Neumann'), keys);
    if (!retried.ok) throw new Error('The retry failed.');
    expect(retried.contract.id).toBe(mock.db.contracts.at(-1)?.contract.id);
    expect(mock.db.contracts).toHaveLength(before + 1);
    expect(sent[0]).toMatch(UUID);
    expect(sent[1]).toBe(sent[0]);

    const changed = await createContract(api, LL, planFor('Paul Neumann'), keys);
    expect(changed.ok && changed.contract.id).not.toBe(retried.contract.id);
    expect(mock.db.contracts).toHaveLength(before + 2);
    expect(sent[2]).not.toBe(sent[0]);
  });
});
