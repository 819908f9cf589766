import type { Translation } from '../../catalogue/i18n-types';
import { CATALOGUE_COUNTRIES, countryNames } from '../../format/country-name';

/**
 * Names of the 30 supported countries, keyed by code: the runtime's names in English
 * (`Intl.DisplayNames`), not a list of our own. Spec: discovery §9, transactions §9.
 */
export const countries = countryNames(CATALOGUE_COUNTRIES, 'en') satisfies Translation['countries'];
