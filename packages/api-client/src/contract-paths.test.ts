import { describe, expect, expectTypeOf, it } from 'vitest';
import { CACHE_BUSTED_READS, FINGERPRINT_PATHS, SESSION_SOURCE_PATHS } from './contract-paths';
import type { CacheBustedPath, FingerprintPath } from './contract-paths';
import { cacheBustedPaths, fingerprintPaths } from './test/schema-text';

type Listed<T extends readonly unknown[]> = T[number];

describe('path lists follow the contract', () => {
  it('names every read with the `_` parameter, and only those', () => {
    expect([...CACHE_BUSTED_READS].sort()).toEqual(cacheBustedPaths().sort());
    expectTypeOf<Listed<typeof CACHE_BUSTED_READS>>().toEqualTypeOf<CacheBustedPath>();
  });

  it('names every call with the fingerprint header, and only those', () => {
    expect([...FINGERPRINT_PATHS].sort()).toEqual(fingerprintPaths().sort());
    expectTypeOf<Listed<typeof FINGERPRINT_PATHS>>().toEqualTypeOf<FingerprintPath>();
  });

  it('matches the brief: nine cache-busted reads, fingerprint on customers, bookings and rooms', () => {
    expect(CACHE_BUSTED_READS).toHaveLength(9);
    expect(FINGERPRINT_PATHS.every((p) => /^\/(customers|bookings|rooms)\b/.test(p))).toBe(true);
    expect(SESSION_SOURCE_PATHS).toEqual(['/customers/login', '/customers/signup']);
  });
});
