import type { FormattersInitializer } from 'typesafe-i18n';
import type { Formatters, Locales } from './i18n-types';

/** typesafe-i18n's in-text formatters: none; formatting lives in `src/format/`, used from code. */
export const initFormatters: FormattersInitializer<Locales, Formatters> = () => ({});
