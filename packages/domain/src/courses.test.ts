import { describe, expect, it } from 'vitest';
import {
  courseTown,
  eventTypeInfo,
  filterByCategory,
  groupCourses,
  maxCategoryChips,
  visibleCategoryChips,
} from './courses';

describe('category chips', () => {
  it('shows at most 5 on cards, 4 on the course page beside a franchise chip', () => {
    expect(maxCategoryChips('card')).toBe(5);
    expect(maxCategoryChips('card', true)).toBe(5);
    expect(maxCategoryChips('coursePage', true)).toBe(4);
    expect(maxCategoryChips('coursePage', false)).toBe(5);
  });

  it('cuts the category list to the limit', () => {
    const six = [1, 2, 3, 4, 5, 6];
    expect(visibleCategoryChips(six, 'card')).toEqual([1, 2, 3, 4, 5]);
    expect(visibleCategoryChips(six, 'coursePage', true)).toEqual([1, 2, 3, 4]);
    expect(visibleCategoryChips([1, 2, 3, 4], 'coursePage', true)).toEqual([1, 2, 3, 4]);
  });
});

describe('groupCourses', () => {
  const c = (id: number, group: string | null | undefined, startDate: string | null) => ({
    id,
    group,
    startDate,
  });

  it('orders groups case-insensitively, ungrouped courses last', () => {
    const groups = groupCourses([
      c(1, 'yoga', '2026-01-01'),
      c(2, null, '2026-01-01'),
      c(3, 'Baby', '2026-01-01'),
      c(4, 'Musik', '2026-01-01'),
      c(5, '  ', '2026-01-01'),
      c(6, undefined, '2026-01-01'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Baby', 'Musik', 'yoga', null]);
    expect(groups[3]?.courses.map((x) => x.id)).toEqual([2, 5, 6]);
  });

  it('sorts a group by start date, newest first, unreadable dates last', () => {
    const [group] = groupCourses([
      c(1, 'A', '2026-01-01'),
      c(2, 'A', null),
      c(3, 'A', '2026-03-01T10:00:00+01:00'),
      c(4, 'A', '2026-02-01'),
      c(5, 'A', 'soon'),
    ]);
    expect(group?.courses.map((x) => x.id)).toEqual([3, 4, 1, 2, 5]);
  });

  it('keeps names that differ only in case apart but next to each other', () => {
    const groups = groupCourses([c(1, 'b', null), c(2, 'a', null), c(3, 'B', null)]);
    expect(groups.map((g) => g.name)).toEqual(['a', 'B', 'b']);
  });

  it('trims group names and returns nothing for no courses', () => {
    expect(groupCourses([c(1, ' Yoga ', null), c(2, 'Yoga', null)])).toEqual([
      { name: 'Yoga', courses: [c(1, ' Yoga ', null), c(2, 'Yoga', null)] },
    ]);
    expect(groupCourses([])).toEqual([]);
  });
});

describe('filterByCategory', () => {
  const courses = [
    { id: 1, categories: [{ id: 1 }, { id: 2 }] },
    { id: 2, categories: [{ id: '3' }] },
    { id: 3, categories: null },
  ];

  it('keeps courses having the category', () => {
    expect(filterByCategory(courses, 2).map((c) => c.id)).toEqual([1]);
    expect(filterByCategory(courses, 3).map((c) => c.id)).toEqual([2]);
  });

  it('shows all courses when cleared', () => {
    expect(filterByCategory(courses, null)).toEqual(courses);
  });
});

describe('eventTypeInfo', () => {
  it('shows validity for on_demand', () => {
    expect(eventTypeInfo({ typeOf: 'on_demand', validDays: 30 })).toEqual({
      kind: 'onDemand',
      validDays: 30,
    });
    expect(eventTypeInfo({ typeOf: 'on_demand' })).toEqual({ kind: 'onDemand', validDays: null });
  });

  it('shows the period for continuous', () => {
    expect(
      eventTypeInfo({ typeOf: 'continuous', startDate: '2026-01-01', endDate: '2026-06-30' }),
    ).toEqual({ kind: 'continuous', startDate: '2026-01-01', endDate: '2026-06-30' });
    expect(eventTypeInfo({ typeOf: 'continuous' })).toEqual({
      kind: 'continuous',
      startDate: null,
      endDate: null,
    });
  });

  it('shows the description for flexible', () => {
    expect(eventTypeInfo({ typeOf: 'flexible', description: ' Nach Absprache ' })).toEqual({
      kind: 'flexible',
      description: 'Nach Absprache',
    });
    expect(eventTypeInfo({ typeOf: 'flexible', description: '  ' })).toEqual({
      kind: 'flexible',
      description: null,
    });
  });

  it('shows appointments for other types', () => {
    expect(
      eventTypeInfo({
        typeOf: 'block',
        appointments: [{ startDate: '2026-01-01T10:00:00Z' }, { startDate: 'b', endDate: 'c' }],
      }),
    ).toEqual({
      kind: 'appointments',
      appointments: [
        { startDate: '2026-01-01T10:00:00Z', endDate: null },
        { startDate: 'b', endDate: 'c' },
      ],
    });
    expect(eventTypeInfo({ typeOf: 'block' })).toEqual({ kind: 'appointments', appointments: [] });
  });
});

describe('courseTown', () => {
  it("names the course's own town first", () => {
    expect(courseTown({ address: { city: 'Berlin' }, provider: { city: 'Wien' } })).toBe('Berlin');
  });
  it("falls back to the provider's town when the course has no address (online, at home)", () => {
    expect(courseTown({ address: null, provider: { city: 'Wien' } })).toBe('Wien');
    expect(courseTown({ address: { city: '  ' }, provider: { city: 'Wien' } })).toBe('Wien');
  });
  it('is null when neither is known', () => {
    expect(courseTown({})).toBeNull();
    expect(courseTown({ address: null, provider: { city: null } })).toBeNull();
  });
});
