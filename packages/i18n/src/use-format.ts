import { formatFor, type Format } from './format/bound';
import { useI18n } from './provider';

/**
 * The formatters bound to the locale shown by the nearest {@link I18nProvider} (German outside
 * one): `const f = useFormat(); f.money(1250); f.dateRange(start, end)`. All times Europe/Berlin.
 */
export function useFormat(): Format {
  return formatFor(useI18n().locale);
}
