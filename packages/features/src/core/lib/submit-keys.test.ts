import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomKey, submitKeys } from './submit-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submit keys (contract Idempotency-Key of POST /bookings, POST /customers/product_contracts/)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one key per form state until an answer comes', () => {
    let made = 0;
    const keys = submitKeys(() => `key-${++made}`);
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    keys.settled(false);
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 2 })).toBe('key-2');
    keys.settled(true);
    expect(keys.keyFor({ a: 2 })).toBe('key-3');
  });

  it('makes random version 4 UUIDs, also where crypto.randomUUID is missing', () => {
    const first = randomKey();
    expect(first).toMatch(UUID);
    expect(randomKey()).not.toBe(first);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const fallback = randomKey();
    expect(fallback).toMatch(UUID);
    expect(randomKey()).not.toBe(fallback);
  });
});
