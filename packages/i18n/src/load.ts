import type { Locale } from '@kurse/domain';
import de from './catalogue/de';
import type { TranslationFunctions, Translations } from './catalogue/i18n-types';
import { loadFormatters, loadLocaleAsync } from './catalogue/i18n-util.async';
import { i18nObject, loadedLocales } from './catalogue/i18n-util';

// German is the base locale and ships in the first load; English is fetched when first needed.
loadedLocales.de = de as Translations;
loadFormatters('de');

/** The translation functions (`LL`) of a locale, whose catalogue must be loaded. */
export type Messages = TranslationFunctions;

/** True when the catalogue of `locale` is in memory. */
export function isLocaleLoaded(locale: Locale): boolean {
  return locale in loadedLocales;
}

/** Loads the catalogue of `locale` (German is always loaded; English is a lazy chunk). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!isLocaleLoaded(locale)) await loadLocaleAsync(locale);
}

/**
 * The translation functions for `locale`, for code outside React (other teams, tests). Falls back
 * to German while another catalogue is not loaded yet.
 */
export function messagesFor(locale: Locale): Messages {
  return i18nObject(isLocaleLoaded(locale) ? locale : 'de');
}
