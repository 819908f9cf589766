import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_GROUPS,
  ASSISTANT_DEFAULTS,
  CATEGORY_SPACES,
  LOCATION_TYPES,
  applyAssistantAnswer,
  defaultSearchFilters,
  isValidSearchFilters,
  restoreSearchFilters,
} from './search-filters';
import type { SearchFilters } from './search-filters';

const defaults = defaultSearchFilters();

describe('enumerations', () => {
  it('list the keys of discovery §2 Search', () => {
    expect([...AGE_GROUPS]).toEqual(['baby', 'child', 'parents']);
    expect([...LOCATION_TYPES].sort()).toEqual(['by_arrangement', 'home', 'on_site', 'online']);
    expect([...CATEGORY_SPACES]).toEqual([
      'family',
      'creative',
      'education',
      'cooking',
      'lifestyle',
      'language',
      'music',
      'sport',
      'health',
      'travel',
    ]);
  });
});

describe('defaultSearchFilters', () => {
  it('has the defaults of discovery §4', () => {
    expect(defaults).toEqual({
      ageGroups: ['baby', 'child', 'parents'],
      locationTypes: ['on_site', 'online', 'home', 'by_arrangement'],
      bookable: true,
      maxPrice: null,
      categorySpaces: [],
      radius: 25,
      startDate: null,
    });
    expect(isValidSearchFilters(defaults)).toBe(true);
  });

  it('returns a fresh object each time', () => {
    const a = defaultSearchFilters();
    a.ageGroups.push('baby');
    expect(defaultSearchFilters().ageGroups).toHaveLength(3);
  });
});

describe('restoreSearchFilters', () => {
  const stored: SearchFilters = {
    ageGroups: ['child'],
    locationTypes: ['online'],
    bookable: false,
    maxPrice: 120,
    categorySpaces: ['music', 'sport'],
    radius: 10,
    startDate: '2026-05-01' as SearchFilters['startDate'],
  };

  it('keeps a valid stored filter set', () => {
    expect(restoreSearchFilters(stored)).toEqual(stored);
  });

  it('parses a stored JSON string', () => {
    expect(restoreSearchFilters(JSON.stringify(stored))).toEqual(stored);
  });

  it('drops the former age group toddler and keeps the rest', () => {
    expect(restoreSearchFilters({ ageGroups: ['baby', 'toddler', 'child'] }).ageGroups).toEqual([
      'baby',
      'child',
    ]);
    expect(restoreSearchFilters({ ageGroups: ['toddler'] }).ageGroups).toEqual([]);
  });

  it('drops unknown and duplicate list values', () => {
    const r = restoreSearchFilters({
      locationTypes: ['online', 'online', 'moon', 3],
      categorySpaces: ['music', 'crime'],
    });
    expect(r.locationTypes).toEqual(['online']);
    expect(r.categorySpaces).toEqual(['music']);
  });

  it('replaces invalid fields by their defaults and keeps valid ones', () => {
    const r = restoreSearchFilters({
      ageGroups: 'baby',
      bookable: 'yes',
      maxPrice: -1,
      radius: 0,
      startDate: '2026-02-30',
      locationTypes: ['home'],
    });
    expect(r).toEqual({ ...defaults, locationTypes: ['home'] });
  });

  it('accepts null for maxPrice and startDate, rejects non-finite numbers', () => {
    expect(restoreSearchFilters({ maxPrice: null, startDate: null })).toEqual(defaults);
    expect(restoreSearchFilters({ maxPrice: 0 }).maxPrice).toBe(0);
    expect(restoreSearchFilters({ maxPrice: Number.POSITIVE_INFINITY }).maxPrice).toBeNull();
    expect(restoreSearchFilters({ radius: Number.NaN }).radius).toBe(25);
    expect(restoreSearchFilters({ radius: 0.5 }).radius).toBe(0.5);
  });

  it('gives the defaults for unusable input', () => {
    for (const value of [undefined, null, 42, 'not json', '[1,2]', [], true]) {
      expect(restoreSearchFilters(value)).toEqual(defaults);
    }
  });

  it('never throws and always returns a valid filter set (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isValidSearchFilters(restoreSearchFilters(value))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every valid filter set unchanged (property)', () => {
    const filters = fc.record({
      ageGroups: fc.uniqueArray(fc.constantFrom(...AGE_GROUPS)),
      locationTypes: fc.uniqueArray(fc.constantFrom(...LOCATION_TYPES)),
      bookable: fc.boolean(),
      maxPrice: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
      categorySpaces: fc.uniqueArray(fc.constantFrom(...CATEGORY_SPACES)),
      radius: fc.integer({ min: 1, max: 250 }),
      startDate: fc.constant(null),
    });
    fc.assert(
      fc.property(filters, (f) => {
        expect(restoreSearchFilters(f)).toEqual(f);
      }),
    );
  });
});

describe('isValidSearchFilters', () => {
  it('rejects incomplete or unclean sets', () => {
    expect(isValidSearchFilters(null)).toBe(false);
    expect(isValidSearchFilters({ ...defaults, radius: undefined })).toBe(false);
    expect(isValidSearchFilters({ ...defaults, ageGroups: ['toddler'] })).toBe(false);
    expect(isValidSearchFilters({ ...defaults, ageGroups: ['baby', 'baby'] })).toBe(false);
  });
});

describe('applyAssistantAnswer', () => {
  const current: SearchFilters = {
    ...defaults,
    radius: 5,
    bookable: false,
    startDate: '2026-01-01' as SearchFilters['startDate'],
    categorySpaces: ['music'],
    maxPrice: 80,
  };

  it('applies the assistant defaults radius 25, bookable true, startDate null', () => {
    expect(ASSISTANT_DEFAULTS).toEqual({ radius: 25, bookable: true, startDate: null });
    const r = applyAssistantAnswer(current, {});
    expect(r.filters).toEqual({ ...current, radius: 25, bookable: true, startDate: null });
    expect(r).toMatchObject({ term: null, address: null, location: null, message: null });
  });

  it('reads the answered price limit in cents into the euro filter', () => {
    expect(applyAssistantAnswer(current, { maxPrice: 2500 }).filters.maxPrice).toBe(25);
    expect(applyAssistantAnswer(current, { maxPrice: 'cheap' }).filters.maxPrice).toBe(80);
  });

  it('overlays every valid answered filter and keeps category spaces', () => {
    const answer = {
      ageGroups: ['baby', 'toddler'],
      locationTypes: ['online'],
      bookable: false,
      maxPrice: null,
      radius: 50,
      startDate: '2026-03-02',
      categorySpaces: ['sport'],
    };
    const r = applyAssistantAnswer(current, answer);
    expect(r.filters).toEqual({
      ageGroups: ['baby'],
      locationTypes: ['online'],
      bookable: false,
      maxPrice: null,
      categorySpaces: ['music'],
      radius: 50,
      startDate: '2026-03-02',
    });
  });

  it('ignores invalid answered filters', () => {
    const r = applyAssistantAnswer(current, { radius: -3, startDate: 'tomorrow', maxPrice: 'x' });
    expect(r.filters.radius).toBe(25);
    expect(r.filters.startDate).toBeNull();
    expect(r.filters.maxPrice).toBe(80);
  });

  it('returns term, address, position and message', () => {
    const r = applyAssistantAnswer(current, {
      term: ' Yoga ',
      address: 'Berlin',
      lat: 52.52,
      lng: 13.4,
      message: 'ok',
    });
    expect(r).toMatchObject({
      term: 'Yoga',
      address: 'Berlin',
      location: { lat: 52.52, lng: 13.4 },
      message: 'ok',
    });
  });

  it('gives no position when lat or lng is missing', () => {
    expect(applyAssistantAnswer(current, { lat: 52.5 }).location).toBeNull();
    expect(applyAssistantAnswer(current, { term: '  ' }).term).toBeNull();
  });
});
