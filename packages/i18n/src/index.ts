/**
 * @kurse/i18n — the texts of Kurse in German (base) and English, locale detection and the
 * formatters for money, dates and lists in Europe/Berlin. See README.md.
 */
export { I18nProvider, useI18n } from './provider';
export type { I18nProviderProps, I18nValue } from './provider';
export { isLocaleLoaded, loadLocale, messagesFor } from './load';
export type { Messages } from './load';
export {
  LOCALE_STORAGE_KEY,
  initialLocale,
  otherLocale,
  storedLocale,
  storeLocale,
} from './locale';
export type { LocaleStorage } from './locale';
export type { Translation, TranslationFunctions } from './catalogue/i18n-types';
export type { Locale } from '@kurse/domain';
