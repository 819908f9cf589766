import type { CountryCode } from '@kurse/domain';
import { CATALOGUE_COUNTRIES, countryNames } from '../../format/country-name';

/**
 * Names of the 30 supported countries, keyed by code: the runtime's names in German
 * (`Intl.DisplayNames`), not a list of our own. Spec: discovery §9, transactions §9.
 */
export const countries: Record<CountryCode, string> = countryNames(CATALOGUE_COUNTRIES, 'de');
