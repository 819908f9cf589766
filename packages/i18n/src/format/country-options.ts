import { SUPPORTED_COUNTRIES, type CountryCode, type Locale } from '@kurse/domain';
import { countryName } from './country-name';
import { INTL_LOCALES, cached } from './intl-locales';

/** A supported country with its name in one language. Spec: transactions §5, §9. */
export interface CountryOption {
  id: CountryCode;
  name: string;
}

/**
 * The 30 supported countries (domain `SUPPORTED_COUNTRIES`) with their names in `locale`, in the
 * order of the names as that language sorts them (`Intl.Collator`: Österreich after Norwegen in
 * German, Austria first in English): the options of the country select. Spec: transactions §5, §9.
 */
export function sortedCountries(locale: Locale): CountryOption[] {
  const collator = cached(`collator|${locale}`, () => new Intl.Collator(INTL_LOCALES[locale]));
  return SUPPORTED_COUNTRIES.map((id) => ({ id, name: countryName(id, locale) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
