import { describe, expect, it } from 'vitest';
import { memoryStore, storageStore } from './stores';
import type { KeyValueStorage } from './stores';

function mapStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const broken: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('memoryStore', () => {
  it('starts with the initial value and replaces it', () => {
    const store = memoryStore('a');
    expect(store.get()).toBe('a');
    store.set(null);
    expect(store.get()).toBeNull();
  });
});

describe('storageStore', () => {
  it('reads the storage on every get, so changes from elsewhere show', () => {
    const storage = mapStorage();
    const store = storageStore(storage, 'k');
    expect(store.get()).toBeNull();
    storage.map.set('k', 'from another tab');
    expect(store.get()).toBe('from another tab');
  });

  it('writes values and removes the entry on null', () => {
    const storage = mapStorage();
    const store = storageStore(storage, 'k');
    store.set('v');
    expect(storage.map.get('k')).toBe('v');
    store.set(null);
    expect(storage.map.has('k')).toBe(false);
  });

  it('keeps values in memory when the storage throws', () => {
    const store = storageStore(broken, 'k');
    expect(store.get()).toBeNull();
    store.set('v');
    expect(store.get()).toBe('v');
    store.set(null);
    expect(store.get()).toBeNull();
  });

  it('falls back to memory when only writing fails', () => {
    const storage = { ...mapStorage(), setItem: broken.setItem };
    const store = storageStore(storage, 'k');
    store.set('v');
    expect(store.get()).toBe('v');
  });
});
