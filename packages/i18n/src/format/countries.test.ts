import { SUPPORTED_COUNTRIES } from '@kurse/domain';
import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';
import { sortedCountries } from './country-options';

describe('countryName (Intl.DisplayNames, discovery §9)', () => {
  const codes = ['DE', 'AT', 'CH', 'GB'] as const;

  it('names the countries in German and English', () => {
    expect(codes.map((code) => countryName(code, 'de'))).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz',
      'Vereinigtes Königreich',
    ]);
    expect(codes.map((code) => countryName(code, 'en'))).toEqual([
      'Germany',
      'Austria',
      'Switzerland',
      'United Kingdom',
    ]);
    expect(countryName('LU', 'de')).toBe('Luxemburg');
    expect(countryName('CZ', 'en')).toBe('Czechia');
  });

  it('names every supported country in both locales, each differently', () => {
    for (const locale of ['de', 'en'] as const) {
      const names = SUPPORTED_COUNTRIES.map((code) => countryName(code, locale));
      expect(names.filter((name, i) => name === SUPPORTED_COUNTRIES[i])).toEqual([]);
      expect(new Set(names).size).toBe(SUPPORTED_COUNTRIES.length);
    }
  });
});

describe('sortedCountries (transactions §5, §9: the country select)', () => {
  it('sorts the 30 countries by their names as each language sorts them', () => {
    const german = sortedCountries('de').map((c) => c.name);
    expect(german).toHaveLength(30);
    expect(german.slice(0, 3)).toEqual(['Belgien', 'Bulgarien', 'Dänemark']);
    // Umlauts sort with their base letter: Österreich between Norwegen and Polen.
    expect(german.slice(german.indexOf('Norwegen'), german.indexOf('Norwegen') + 3)).toEqual([
      'Norwegen',
      'Österreich',
      'Polen',
    ]);
    expect(german.at(-1)).toBe('Zypern');
    const english = sortedCountries('en');
    expect(english[0]).toEqual({ id: 'AT', name: 'Austria' });
    expect(english.at(-1)).toEqual({ id: 'GB', name: 'United Kingdom' });
  });
});
