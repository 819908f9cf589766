import { storageStore, type KeyValueStorage, type ValueStore } from '@kurse/api-client';
import * as v from 'valibot';
import { fingerprintSchema } from './slots';

/**
 * The device fingerprint kept in Web Storage under `key` (discovery §6), read through its schema: a
 * stored value that is no valid header value (an emoji, a line break) is removed instead of sent,
 * so the next answer issues a new one. Nothing invalid is stored either.
 */
export function fingerprintStore(storage: KeyValueStorage, key: string): ValueStore {
  const stored = storageStore(storage, key);
  return {
    get() {
      const value = stored.get();
      if (value === null || v.is(fingerprintSchema, value)) return value;
      stored.set(null);
      return null;
    },
    set(value) {
      stored.set(value !== null && v.is(fingerprintSchema, value) ? value : null);
    },
  };
}
