/**
 * Where the client keeps the session token and the device fingerprint between calls.
 * Spec: discovery §4 User session, §6 (token and fingerprint headers).
 */

/** A single string value the client reads before a call and replaces after an answer. */
export interface ValueStore {
  get(): string | null;
  set(value: string | null): void;
}

/** A store in memory (the default; nothing survives a reload). */
export function memoryStore(initial: string | null = null): ValueStore {
  let value = initial;
  return {
    get: () => value,
    set: (next) => {
      value = next;
    },
  };
}

/** The part of the Web Storage API a {@link storageStore} needs (`localStorage` fits). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A store backed by Web Storage under `key` (read on every `get`, so other tabs' changes show);
 * `set(null)` removes the entry. When the storage cannot be read or written (private mode, quota,
 * blocked access) the value lives in memory for this page instead.
 */
export function storageStore(storage: KeyValueStorage, key: string): ValueStore {
  const memory = memoryStore();
  let inMemory = false;
  return {
    get() {
      if (inMemory) return memory.get();
      try {
        return storage.getItem(key);
      } catch {
        inMemory = true;
        return memory.get();
      }
    },
    set(value) {
      memory.set(value);
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      } catch {
        inMemory = true;
      }
    },
  };
}
