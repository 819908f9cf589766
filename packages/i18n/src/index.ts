/**
 * @kurse/i18n — the texts of Kurse in German (base) and English, locale detection and the
 * formatters for money, dates and lists in Europe/Berlin. See README.md.
 */
export { I18nProvider, useI18n } from './provider';
export type { I18nProviderProps, I18nValue } from './provider';
export {
  LAZY_NAMESPACES,
  isLocaleLoaded,
  isNamespaceLoaded,
  loadCatalogues,
  loadLocale,
  loadNamespaces,
  messagesFor,
  pageTexts,
  provideTexts,
} from './load';
export type { LazyNamespace, Messages, ServedTexts } from './load';
export {
  LOCALE_STORAGE_KEY,
  initialLocale,
  otherLocale,
  storedLocale,
  storeLocale,
} from './locale';
export type { LocaleStorage } from './locale';
export { useFormat } from './use-format';
export { formatFor } from './format/bound';
export type { Format } from './format/bound';
export { formatMoney } from './format/money';
export { formatDate, formatDateTime, formatTime, formatWeekday } from './format/date';
export type { DateStyle } from './format/date';
export { formatDateRange, formatDayRange } from './format/range';
export { formatList } from './format/list';
export type { ListStyle } from './format/list';
export { formatKm } from './format/distance';
export { countryName } from './format/country-name';
export { sortedCountries } from './format/country-options';
export type { CountryOption } from './format/country-options';
export { INTL_LOCALES } from './format/intl';
export type { DateInput } from './format/intl';
export { validationMessage } from './messages/validation';
export { fieldLabel, firstFieldAlert, serverFieldMessage } from './messages/server-fields';
export {
  cardErrorMessage,
  isCardErrorCode,
  isServerErrorCode,
  serverErrorMessage,
} from './messages/errors';
export type { CardErrorCode, ServerErrorCode } from './messages/errors';
export {
  ageRangeText,
  ageText,
  readingTimeText,
  scheduleHintText,
  sinceText,
  validityText,
} from './messages/labels';
export type { Translation, TranslationFunctions } from './catalogue/i18n-types';
export type { Locale } from '@kurse/domain';
