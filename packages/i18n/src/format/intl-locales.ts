import type { Locale } from '@kurse/domain';

/**
 * The BCP 47 tag per locale and the cache of `Intl` instances. No values from `@kurse/domain`
 * here: the catalogue's texts (the country names) use this module, and the catalogue's generator
 * runs them without the workspace's TypeScript sources.
 */

/** The tag each locale formats with: German as in Germany, English as in Britain (24 h, euro). */
export const INTL_LOCALES = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<Locale, string>;

const cache = new Map<string, unknown>();

/** One cached instance per key: Intl constructors are slow, formatting is fast. */
export function cached<T>(key: string, create: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = create();
    cache.set(key, value);
  }
  return value;
}
