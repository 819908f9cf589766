import { SUPPORTED_COUNTRIES } from '@kurse/domain';
import { describe, expect, it } from 'vitest';
import de from '../catalogue/de';
import en from '../catalogue/en';
import { CATALOGUE_COUNTRIES, countryName } from './country-name';
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

  it('gives the catalogue its country texts, for exactly the supported codes in their order', () => {
    expect(CATALOGUE_COUNTRIES).toEqual(SUPPORTED_COUNTRIES);
    expect(Object.keys(de.countries)).toEqual([...SUPPORTED_COUNTRIES]);
    expect(de.countries.LU).toBe('Luxemburg');
    expect(en.countries.NO).toBe('Norway');
    expect(new Set(Object.values(en.countries)).size).toBe(30);
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
