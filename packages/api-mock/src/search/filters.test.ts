import { describe, expect, it } from 'vitest';
import { pageOf, parseFilters, termWords } from './filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('parseFilters (discovery §2 Search, §7 snake_case filters)', () => {
  it('reads repeated arrays, cents, dates and the centre', () => {
    expect(
      parse(
        'term=Baby Schwimmen&age_groups=baby&age_groups=child&location_types=online&bookable=true&max_price=2000&category_spaces=sport&start_date=2026-03-07&lat=50.9&lng=6.9&radius=10',
      ),
    ).toEqual({
      words: ['baby', 'schwimmen'],
      ageGroups: ['baby', 'child'],
      locationTypes: ['online'],
      bookable: true,
      maxPrice: 2000,
      categorySpaces: ['sport'],
      startDate: '2026-03-07',
      centre: { lat: 50.9, lng: 6.9 },
      radius: 10,
    });
  });

  it('defaults to no filter, radius 25 km and no price limit (null or missing)', () => {
    expect(parse('max_price=null')).toMatchObject({
      maxPrice: null,
      radius: 25,
      bookable: false,
      centre: null,
      words: [],
    });
  });

  it('answers a message for unknown or malformed values', () => {
    for (const query of [
      'age_groups=toddler',
      'location_types=moon',
      'category_spaces=x',
      'bookable=yes',
      'max_price=1.5',
      'max_price=-1',
      'radius=0',
      'radius=300',
      'start_date=07.03.2026',
      'lat=100&lng=1',
      'lat=1',
    ]) {
      expect(typeof parse(query), query).toBe('string');
    }
  });
});

describe('pageOf and termWords', () => {
  it('reads 1-based pages', () => {
    expect(pageOf(new URLSearchParams(''))).toBe(1);
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(typeof pageOf(new URLSearchParams('page=0'))).toBe('string');
  });

  it('splits a term into lower-case words of two or more characters', () => {
    expect(termWords('  Kinder-Yoga in Köln, a ')).toEqual(['kinder', 'yoga', 'in', 'köln']);
    expect(termWords(null)).toEqual([]);
  });
});
