import type { CountryCode, Locale } from '@kurse/domain';
import { INTL_LOCALES, cached } from './intl-locales';

/**
 * Country names come from the runtime's CLDR data through `Intl.DisplayNames`, not from lists of
 * our own. Spec: discovery §5, §9; transactions §5, §9.
 */

/** The name of a country in `locale`: `DE` is "Deutschland" / "Germany". */
export function countryName(code: CountryCode, locale: Locale): string {
  const names = cached(
    `region|${locale}`,
    () => new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region', fallback: 'code' }),
  );
  // With `fallback: 'code'` there is always a result: the name, else the code itself.
  return names.of(code) as string;
}
