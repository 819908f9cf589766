import type { CountryCode, Locale } from '@kurse/domain';
import { INTL_LOCALES, cached } from './intl-locales';

/**
 * Country names come from the runtime's CLDR data through `Intl.DisplayNames`, not from lists of
 * our own. Only types come from `@kurse/domain` here, as the catalogue's texts use this module
 * (see `intl-locales.ts`). Spec: discovery §5, §9; transactions §5, §9.
 */

/**
 * Domain `SUPPORTED_COUNTRIES` written out for the catalogue's `countries` texts, which cannot
 * import the domain's values (see `intl-locales.ts`); the texts' `satisfies` fails on a missing
 * code and a test compares both lists. Spec: discovery §9, transactions §9.
 */
export const CATALOGUE_COUNTRIES = [
  'DE', 'AT', 'CH', 'LU', 'DK', 'BE', 'BG', 'HR', 'CY', 'CZ',
  'EE', 'FI', 'FR', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB', 'NO',
] as const satisfies readonly CountryCode[]; // prettier-ignore

/** The name of a country in `locale`: `DE` is "Deutschland" / "Germany". */
export function countryName(code: CountryCode, locale: Locale): string {
  const names = cached(
    `region|${locale}`,
    () => new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region', fallback: 'code' }),
  );
  // With `fallback: 'code'` there is always a result: the name, else the code itself.
  return names.of(code) as string;
}

/** The names of `codes` in `locale`, keyed by code (the catalogue's `countries` texts). */
export function countryNames<C extends CountryCode>(
  codes: readonly C[],
  locale: Locale,
): Record<C, string> {
  return Object.fromEntries(codes.map((code) => [code, countryName(code, locale)])) as Record<
    C,
    string
  >;
}
