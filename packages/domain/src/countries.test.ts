import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SEARCH_COUNTRIES,
  DEFAULT_COUNTRY,
  SUPPORTED_COUNTRIES,
  isAddressSearchCountry,
  isSupportedCountry,
} from './countries';

describe('countries (discovery §9, transactions §9)', () => {
  it('lists the 30 supported codes in the spec order', () => {
    expect(SUPPORTED_COUNTRIES).toEqual(
      'DE AT CH LU DK BE BG HR CY CZ EE FI FR GR HU IE IT LV LT MT NL PL PT RO SK SI ES SE GB NO'.split(
        ' ',
      ),
    );
    expect(new Set(SUPPORTED_COUNTRIES).size).toBe(30);
  });

  it('defaults to DE', () => {
    expect(DEFAULT_COUNTRY).toBe('DE');
  });

  it('restricts address search to DE, AT, LU, CH', () => {
    expect(ADDRESS_SEARCH_COUNTRIES).toEqual(['DE', 'AT', 'LU', 'CH']);
    expect(isAddressSearchCountry('LU')).toBe(true);
    expect(isAddressSearchCountry('FR')).toBe(false);
    expect(isAddressSearchCountry(null)).toBe(false);
  });

  it('isSupportedCountry accepts the listed codes only', () => {
    expect(isSupportedCountry('NO')).toBe(true);
    expect(isSupportedCountry('GB')).toBe(true);
    expect(isSupportedCountry('US')).toBe(false);
    expect(isSupportedCountry('de')).toBe(false);
    expect(isSupportedCountry('')).toBe(false);
    expect(isSupportedCountry(undefined)).toBe(false);
  });
});
