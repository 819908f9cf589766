import { describe, expect, it } from 'vitest';
import { NOW, tinyDb } from '../../test/tiny-db';
import { findCourses, findProviders } from './engine';
import { parseFilters } from './filters';
import { AGE_GROUP_MONTHS, lowestPrice, textMatches } from './match';
import type { Filters } from './filters';

const filters = (query: string) => parseFilters(new URLSearchParams(query)) as Filters;
const courseIds = (query: string) =>
  findCourses(tinyDb(), filters(query), NOW).map((h) => h.record.course.id);

describe('course search filters (discovery §2 Search)', () => {
  it('matches the term in name, description and categories, also by stem', () => {
    expect(courseIds('term=yoga')).toEqual([101]);
    expect(courseIds('term=Schwimmkurs')).toEqual([100, 102]);
    expect(courseIds('term=familie babyschwimmen')).toEqual([100]);
    expect(textMatches(['kurs'], ['Kurs'])).toBe(true);
  });

  it('compares age groups with ageMin and ageMax in months', () => {
    expect(courseIds('age_groups=baby')).toEqual([100, 102]);
    expect(courseIds('age_groups=parents')).toEqual([101]);
    expect(AGE_GROUP_MONTHS.child).toEqual([12, 216]);
  });

  it('filters location types, bookable, max price in cents, category spaces and start date', () => {
    expect(courseIds('location_types=online')).toEqual([101]);
    expect(courseIds('location_types=on_site&location_types=home')).toEqual([100, 102]);
    expect(courseIds('bookable=true')).toEqual([100, 101]);
    expect(courseIds('max_price=11999')).toEqual([101]);
    expect(courseIds('category_spaces=sport')).toEqual([100, 102]);
    expect(courseIds('category_spaces=health')).toEqual([101]);
    expect(courseIds('category_spaces=music')).toEqual([]);
    expect(courseIds('start_date=2026-03-15')).toEqual([100, 102, 101]);
    expect(
      lowestPrice({
        id: 1,
        name: 'x',
        events: [
          {
            id: 2,
            typeOf: 'block',
            priceOptions: [
              { id: 3, name: 'o', price: 700, typeOf: 'standard', participantMultiplier: 1 },
            ],
          },
        ],
      }),
    ).toBe(700);
  });

  it('keeps courses within the radius (haversine) and online ones anywhere', () => {
    const near = findCourses(tinyDb(), filters('lat=50.93&lng=6.95&radius=5'), NOW);
    expect(near.map((h) => h.record.course.id)).toEqual([100, 102, 101]);
    expect(near[0]?.distance).toBeCloseTo(1.31, 1);
    expect(near.find((h) => h.record.course.id === 101)?.distance).toBeNull();
    expect(courseIds('lat=52.52&lng=13.40&radius=5')).toEqual([101]);
  });
});

describe('provider search', () => {
  it('finds providers by their texts or courses, external ones regardless of courses', () => {
    const ids = (query: string) =>
      findProviders(tinyDb(), filters(query), NOW).map((h) => h.record.provider.id);
    expect(ids('')).toEqual([1, 2]);
    expect(ids('term=yoga')).toEqual([1]);
    expect(ids('lat=52.52&lng=13.40&radius=5')).toEqual([1, 2]);
    expect(ids('lat=52.52&lng=13.40&radius=5&location_types=on_site')).toEqual([2]);
  });
});
