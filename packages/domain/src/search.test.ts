import { describe, expect, it } from 'vitest';
import {
  SEARCH_PAGE_SIZE,
  courseSearchWindow,
  isHighlightedProvider,
  isPushedCourse,
  parseSearchParams,
  showsListViewToggle,
  showsResetFilters,
  toSearchQuery,
} from './search';
import { defaultSearchFilters } from './search-filters';

describe('isPushedCourse', () => {
  it('pushes from relevance 5000', () => {
    expect(isPushedCourse(4999)).toBe(false);
    expect(isPushedCourse(5000)).toBe(true);
  });
});

describe('isHighlightedProvider', () => {
  it('needs a term and relevance 1000 or more', () => {
    expect(isHighlightedProvider('yoga', 999)).toBe(false);
    expect(isHighlightedProvider('yoga', 1000)).toBe(true);
  });

  it('needs a non-empty term after trimming', () => {
    expect(isHighlightedProvider('', 5000)).toBe(false);
    expect(isHighlightedProvider('   ', 5000)).toBe(false);
    expect(isHighlightedProvider(null, 5000)).toBe(false);
    expect(isHighlightedProvider(undefined, 5000)).toBe(false);
  });
});

describe('paging and layout', () => {
  it('uses a page size of 9', () => {
    expect(SEARCH_PAGE_SIZE).toBe(9);
    expect(courseSearchWindow(1)).toEqual({ limit: 9, offset: 0 });
    expect(courseSearchWindow(3)).toEqual({ limit: 9, offset: 18 });
    expect(courseSearchWindow(0)).toEqual({ limit: 9, offset: 0 });
  });

  it('shows the list/card toggle only above 768 px', () => {
    expect(showsListViewToggle(768)).toBe(false);
    expect(showsListViewToggle(769)).toBe(true);
  });

  it('offers reset filters only for no results with category spaces set', () => {
    const withSpace = { ...defaultSearchFilters(), categorySpaces: ['music' as const] };
    expect(showsResetFilters(0, withSpace)).toBe(true);
    expect(showsResetFilters(1, withSpace)).toBe(false);
    expect(showsResetFilters(0, defaultSearchFilters())).toBe(false);
  });
});

describe('parseSearchParams', () => {
  it('reads every parameter from a record', () => {
    expect(
      parseSearchParams({
        term: ' Yoga ',
        address: 'Berlin',
        lat: '52.52',
        lng: '13.405',
        space: 'sport',
        assistant: '1',
      }),
    ).toEqual({
      term: 'Yoga',
      address: 'Berlin',
      lat: 52.52,
      lng: 13.405,
      space: 'sport',
      assistant: true,
    });
  });

  it('reads from a URLSearchParams-like object', () => {
    const values = new Map([
      ['term', 'kurs'],
      ['assistant', 'true'],
      ['space', 'music'],
    ]);
    const params = { get: (name: string) => values.get(name) ?? null };
    expect(parseSearchParams(params)).toEqual({
      term: 'kurs',
      address: null,
      lat: null,
      lng: null,
      space: 'music',
      assistant: true,
    });
  });

  it('gives nulls and no assistant for missing or invalid values', () => {
    expect(
      parseSearchParams({ term: '', lat: '52', lng: 'east', space: 'crime', assistant: '0' }),
    ).toEqual({
      term: null,
      address: null,
      lat: null,
      lng: null,
      space: null,
      assistant: false,
    });
    expect(parseSearchParams({ lat: '91', lng: '10' }).lat).toBeNull();
    expect(parseSearchParams({ lat: '-90', lng: '180' })).toMatchObject({ lat: -90, lng: 180 });
  });
});

describe('toSearchQuery', () => {
  it('sends the filters with snake_case keys', () => {
    expect(
      toSearchQuery({ ...defaultSearchFilters(), maxPrice: 50, categorySpaces: ['family'] }),
    ).toEqual({
      age_groups: ['baby', 'child', 'parents'],
      location_types: ['on_site', 'online', 'home', 'by_arrangement'],
      bookable: true,
      max_price: 5000,
      category_spaces: ['family'],
      radius: 25,
      start_date: null,
    });
  });

  it('sends the euro price limit in cents and no limit as null', () => {
    expect(toSearchQuery({ ...defaultSearchFilters(), maxPrice: 499 }).max_price).toBe(49900);
    expect(toSearchQuery({ ...defaultSearchFilters(), maxPrice: null }).max_price).toBeNull();
  });
});
