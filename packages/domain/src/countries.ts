/**
 * Countries: the supported billing countries and the address-search restriction. Spec: discovery
 * §1, §5, §9; transactions §5, §9.
 */

/**
 * The 30 supported country codes (EU members plus AT, CH, NO, GB) in the spec's order. Spec:
 * discovery §9 / transactions §9.
 */
export const SUPPORTED_COUNTRIES = [
  'DE', 'AT', 'CH', 'LU', 'DK', 'BE', 'BG', 'HR', 'CY', 'CZ',
  'EE', 'FI', 'FR', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB', 'NO',
] as const; // prettier-ignore

/** A supported ISO 3166-1 alpha-2 country code (upper case). Spec: discovery §9. */
export type CountryCode = (typeof SUPPORTED_COUNTRIES)[number];

/** Default country of the customer and account forms. Spec: discovery §5, §9; transactions §5. */
export const DEFAULT_COUNTRY: CountryCode = 'DE';

/** Countries the address search and geocoding are restricted to. Spec: discovery §1, §7. */
export const ADDRESS_SEARCH_COUNTRIES = ['DE', 'AT', 'LU', 'CH'] as const;

/** One of the address search countries. Spec: discovery §1, §7. */
export type AddressSearchCountry = (typeof ADDRESS_SEARCH_COUNTRIES)[number];

const supported: ReadonlySet<string> = new Set(SUPPORTED_COUNTRIES);

/**
 * True when `code` is one of the 30 supported country codes. Spec: discovery §5, §9. Exact match:
 * codes are upper case as the server sends them (`'de'` is not accepted).
 */
export function isSupportedCountry(code: unknown): code is CountryCode {
  return typeof code === 'string' && supported.has(code);
}

/** True when the address search covers `code` (DE, AT, LU, CH). Spec: discovery §1. */
export function isAddressSearchCountry(code: unknown): code is AddressSearchCountry {
  return typeof code === 'string' && (ADDRESS_SEARCH_COUNTRIES as readonly string[]).includes(code);
}
