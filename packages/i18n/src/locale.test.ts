import { describe, expect, it } from 'vitest';
import {
  LOCALE_STORAGE_KEY,
  initialLocale,
  otherLocale,
  storeLocale,
  storedLocale,
} from './locale';

const memory = (entries: Record<string, string> = {}) => ({
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => {
    entries[key] = value;
  },
});

describe('initialLocale (discovery §1)', () => {
  it('is German by default and for German browsers', () => {
    expect(initialLocale(null, undefined)).toBe('de');
    expect(initialLocale(memory(), 'de-AT')).toBe('de');
  });
  it('is English when the browser language does not start with de', () => {
    expect(initialLocale(memory(), 'en-GB')).toBe('en');
    expect(initialLocale(memory(), 'fr')).toBe('en');
  });
  it('prefers the stored choice over the browser language', () => {
    expect(initialLocale(memory({ [LOCALE_STORAGE_KEY]: 'de' }), 'en-US')).toBe('de');
    expect(initialLocale(memory({ [LOCALE_STORAGE_KEY]: 'en' }), 'de-DE')).toBe('en');
  });
  it('ignores a foreign stored value and a throwing storage', () => {
    expect(storedLocale(memory({ [LOCALE_STORAGE_KEY]: '{"x":1}' }))).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(initialLocale(broken, 'en')).toBe('en');
    expect(() => storeLocale(broken, 'en')).not.toThrow();
  });
  it('stores the choice and toggles to the other locale', () => {
    const storage = memory();
    storeLocale(storage, otherLocale('de'));
    expect(storedLocale(storage)).toBe('en');
    expect(otherLocale('en')).toBe('de');
  });
});
