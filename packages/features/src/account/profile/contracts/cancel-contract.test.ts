import { FIXTURES } from '@kurse/api-mock';
import { describe, expect, it } from 'vitest';
import { login } from '../../../core';
import { harness } from '../../../core/test';
import { cancelContract, canCancelContract } from './cancel-contract';

const { demo } = FIXTURES.customers;
const { cancelAt, plan, ended, canceled } = FIXTURES.contracts;

/** The demo backend with the demo customer logged in. */
async function loggedIn() {
  const h = harness();
  expect(await login(h, demo)).toBe('success');
  return h;
}

describe('canCancelContract (transactions §2 Profile tabs, §3 Contract)', () => {
  const running = { active: true, status: 'activated', cancelAt: null } as const;

  it('offers a running contract that is not set to end', () => {
    expect(canCancelContract(running)).toBe(true);
  });

  it('not one already set to end, ended, expired, cancelled or inactive', () => {
    expect(canCancelContract({ ...running, cancelAt: '2026-12-13T10:00:00+01:00' })).toBe(false);
    expect(canCancelContract({ ...running, status: 'ended' })).toBe(false);
    expect(canCancelContract({ ...running, status: 'expired' })).toBe(false);
    expect(canCancelContract({ ...running, status: 'canceled' })).toBe(false);
    expect(canCancelContract({ ...running, active: false })).toBe(false);
  });
});

describe('cancelContract against the demo backend (transactions §2 Profile tabs, §7)', () => {
  it('cancels a running contract to the end of its current period', async () => {
    const { api } = await loggedIn();
    const result = await cancelContract(api, plan.id);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.contract).toMatchObject({ id: plan.id, status: 'canceled' });
    expect(result.contract.cancelAt).toBe(result.contract.currentPeriodEnd);
    const list = await api.GET('/customers/product_contracts');
    expect(list.ok && list.data.productContracts.find((c) => c.id === plan.id)?.status).toBe(
      'canceled',
    );
  });

  it('is refused (409) for a contract that is not running, which stays as it was', async () => {
    const { api, mock } = await loggedIn();
    for (const id of [ended.id, canceled.id]) {
      const before = structuredClone(mock.db.contracts.find((c) => c.contract.id === id));
      expect(await cancelContract(api, id)).toEqual({ ok: false, status: 409 });
      expect(mock.db.contracts.find((c) => c.contract.id === id)).toEqual(before);
    }
  });

  it('answers 404 for a contract the customer does not have', async () => {
    const { api } = await loggedIn();
    expect(await cancelContract(api, 99999)).toEqual({ ok: false, status: 404 });
  });

  it('answers 401 without a session', async () => {
    const { api, mock } = harness();
    expect(await cancelContract(api, cancelAt.id)).toEqual({ ok: false, status: 401 });
    expect(mock.db.contracts.find((c) => c.contract.id === cancelAt.id)?.contract.status).toBe(
      'activated',
    );
  });
});
