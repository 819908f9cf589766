import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_HOURS,
  addIsoDays,
  canGoPrevious,
  defaultScheduleView,
  initialSchedule,
  scheduleEndDate,
  scheduleRange,
  shiftSchedule,
  showsScheduleCategorySelect,
  toggleScheduleView,
} from './schedule';

// 2026-03-04 is a Wednesday; 2026-03-02 the Monday of its week.
describe('addIsoDays', () => {
  it('adds across month, year and leap-day boundaries', () => {
    expect(addIsoDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addIsoDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIsoDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts calendar days: the days of the daylight-saving switches are days like any other', () => {
    expect(addIsoDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addIsoDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addIsoDays('2026-10-26', -2)).toBe('2026-10-24');
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => addIsoDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('scheduleRange', () => {
  it('shows 7 days from Monday in week view', () => {
    const r = scheduleRange('2026-03-04', 'week');
    expect(r.start).toBe('2026-03-02');
    expect(r.end).toBe('2026-03-08');
    expect(r.days).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
  });

  it('keeps a Monday and moves a Sunday back to its Monday', () => {
    expect(scheduleRange('2026-03-02', 'week').start).toBe('2026-03-02');
    expect(scheduleRange('2026-03-08', 'week').start).toBe('2026-03-02');
    expect(scheduleRange('2026-03-09', 'week').start).toBe('2026-03-09');
  });

  it('holds the weeks of the daylight-saving switches whole, Monday to Sunday', () => {
    expect(scheduleRange('2026-03-29', 'week').days).toEqual(
      '23 24 25 26 27 28 29'.split(' ').map((d) => `2026-03-${d}`),
    );
    expect(scheduleRange('2026-10-25', 'week')).toMatchObject({
      start: '2026-10-19',
      end: '2026-10-25',
    });
    expect(shiftSchedule('2026-10-25', 'week', 1)).toBe('2026-10-26');
  });

  it('shows one day in day view', () => {
    expect(scheduleRange('2026-03-04', 'day')).toEqual({
      start: '2026-03-04',
      end: '2026-03-04',
      days: ['2026-03-04'],
    });
  });

  it('always starts on a Monday and holds the date (property)', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addIsoDays('2000-01-01', n));
    fc.assert(
      fc.property(day, (d) => {
        const r = scheduleRange(d, 'week');
        expect(new Date(`${r.start}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(r.days).toContain(d);
        expect(r.days).toHaveLength(7);
      }),
    );
  });
});

describe('navigation', () => {
  it('moves by a week or a day', () => {
    expect(shiftSchedule('2026-03-04', 'week', 1)).toBe('2026-03-09');
    expect(shiftSchedule('2026-03-04', 'week', -1)).toBe('2026-02-23');
    expect(shiftSchedule('2026-03-04', 'day', 1)).toBe('2026-03-05');
    expect(shiftSchedule('2026-03-04', 'day', -1)).toBe('2026-03-03');
  });

  it('disables previous day when it is before today', () => {
    expect(canGoPrevious('2026-03-04', 'day', '2026-03-04')).toBe(false);
    expect(canGoPrevious('2026-03-05', 'day', '2026-03-04')).toBe(true);
  });

  it('disables previous week when the whole week lies before today', () => {
    // Viewing the current week: the previous week ended on Sunday 2026-03-01.
    expect(canGoPrevious('2026-03-04', 'week', '2026-03-04')).toBe(false);
    // Viewing next week: the previous week is the current one, which holds today.
    expect(canGoPrevious('2026-03-09', 'week', '2026-03-04')).toBe(true);
    // Today is Monday: the previous week ended yesterday.
    expect(canGoPrevious('2026-03-09', 'week', '2026-03-09')).toBe(false);
    // Today is Sunday of the previous week: still reachable.
    expect(canGoPrevious('2026-03-09', 'week', '2026-03-08')).toBe(true);
  });

  it('toggles the view', () => {
    expect(toggleScheduleView('week')).toBe('day');
    expect(toggleScheduleView('day')).toBe('week');
  });
});

describe('defaults', () => {
  it('uses day view below 768 px and week view from 768 px', () => {
    expect(defaultScheduleView(767)).toBe('day');
    expect(defaultScheduleView(768)).toBe('week');
  });

  it('shows hours 8 to 20', () => {
    expect(SCHEDULE_HOURS).toEqual({ from: 8, to: 20 });
  });

  it('fetches until 7 days after the start', () => {
    expect(scheduleEndDate('2026-03-02')).toBe('2026-03-09');
    expect(scheduleEndDate('2026-12-28')).toBe('2027-01-04');
  });

  it('opens on the query date and view, else today and the width default', () => {
    expect(initialSchedule({ date: '2026-05-01', view: 'day' }, '2026-03-04', 1200)).toEqual({
      date: '2026-05-01',
      view: 'day',
    });
    expect(initialSchedule({}, '2026-03-04', 1200)).toEqual({ date: '2026-03-04', view: 'week' });
    expect(initialSchedule({ date: 'soon', view: 'month' }, '2026-03-04', 500)).toEqual({
      date: '2026-03-04',
      view: 'day',
    });
  });
});

describe('showsScheduleCategorySelect', () => {
  it('shows only for more than one schedule category', () => {
    expect(showsScheduleCategorySelect(['a'])).toBe(false);
    expect(showsScheduleCategorySelect(['a', 'b'])).toBe(true);
    expect(showsScheduleCategorySelect(null)).toBe(false);
    expect(showsScheduleCategorySelect(undefined)).toBe(false);
  });
});
