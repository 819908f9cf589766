import { isLocale, preferredLocale, type Locale } from '@kurse/domain';

/** The storage key of the visitor's language choice. Spec: discovery §1, §4 (persisted interface state). */
export const LOCALE_STORAGE_KEY = 'kurse.locale';

/** The part of `Storage` the locale choice needs. */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored choice, when it is a locale; a foreign or unreadable value is ignored. */
export function storedLocale(storage: LocaleStorage | null | undefined): Locale | null {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return typeof value === 'string' && isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Saves the visitor's choice; a full or blocked storage only loses the memory of it. */
export function storeLocale(storage: LocaleStorage | null | undefined, locale: Locale): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or a full quota: the choice holds for this visit only.
  }
}

/**
 * The locale to start in: the stored choice, else German unless the browser language is given and
 * does not start with `de` (domain `preferredLocale`). Spec: discovery §1.
 */
export function initialLocale(
  storage: LocaleStorage | null | undefined,
  browserLanguage: string | null | undefined,
): Locale {
  return storedLocale(storage) ?? preferredLocale(browserLanguage);
}

/** The other locale, for the language toggle. Spec: discovery §1 (visible toggle). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'de' ? 'en' : 'de';
}
