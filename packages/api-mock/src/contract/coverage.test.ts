import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../handlers';
import { FINGERPRINT_OPERATIONS } from '../http/fingerprint';
import { loadContract } from './contract';

describe('handlers ↔ contract', () => {
  it('has a handler for every operation of the contract', async () => {
    const contract = await loadContract();
    const handled = new Set(ROUTE_TABLE.map((r) => `${r.method} ${r.path} ${r.operationId}`));
    const missing = contract.operations
      .map((o) => `${o.method} ${o.path} ${o.operationId}`)
      .filter((key) => !handled.has(key));
    expect(missing).toEqual([]);
  });

  it('has no handler for a path or method the contract does not have', async () => {
    const contract = await loadContract();
    const known = new Set(contract.operations.map((o) => `${o.method} ${o.path} ${o.operationId}`));
    const extra = ROUTE_TABLE.map((r) => `${r.method} ${r.path} ${r.operationId}`).filter(
      (key) => !known.has(key),
    );
    expect(extra).toEqual([]);
    expect(ROUTE_TABLE).toHaveLength(contract.operations.length);
  });
});

describe('device fingerprint', () => {
  it('is answered by exactly the operations that take it', async () => {
    const contract = await loadContract();
    const taking = contract.operations
      .filter((o) => o.headers.includes('X-Device-Fingerprint'))
      .map((o) => o.operationId);
    expect([...FINGERPRINT_OPERATIONS].sort()).toEqual(taking.sort());
  });
});

describe('the contract validator', () => {
  it('refuses bodies that break the schema and unlisted statuses', async () => {
    const contract = await loadContract();
    expect(contract.validateResponse('getProvider', 200, { id: 1, slug: 's', name: 'n' })).toBe('');
    expect(contract.validateResponse('getProvider', 200, { id: '1', slug: 's' })).not.toBe('');
    expect(
      contract.validateResponse('getBooking', 200, {
        id: 1,
        status: 'lost',
        createdAt: 'x',
        costs: 1,
      }),
    ).not.toBe('');
    expect(contract.validateResponse('getTerms', 500, {})).toMatch(/no 500/);
    expect(contract.validateSchema('Error', { status: 200 })).not.toBe('');
  });
});
