import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_LOOKAHEAD_DAYS,
  firstScheduleDay,
  scheduleHourRows,
  scheduleOccurrences,
  type PlaceableEvent,
} from './schedule-occurrences';
import { isoDate } from './units';

// The week of Monday 23 November 2026 (winter time, UTC+1) and the one of 23 March 2026, whose
// Sunday 29 March switches to summer time (UTC+2).
const week = (monday: string) =>
  Array.from({ length: 7 }, (_, i) =>
    isoDate(new Date(Date.parse(monday) + i * 86_400_000).toISOString().slice(0, 10)),
  );
const november = week('2026-11-23');

describe('scheduleOccurrences (discovery §2 Franchise schedule)', () => {
  it('puts a block event on each visible day one of its appointments starts, in start order', () => {
    const block = {
      id: 1,
      typeOf: 'block',
      startDates: ['2026-11-24T15:00:00Z', '2026-12-01T15:00:00Z', '2026-11-26T07:30:00Z'],
    };
    const single = { id: 2, typeOf: 'single', startDate: '2026-11-24T08:00:00Z' };
    const byDay = scheduleOccurrences<PlaceableEvent>([block, single], november);
    expect([...byDay.keys()]).toEqual(november);
    expect(byDay.get(isoDate('2026-11-24'))?.map((o) => o.key)).toEqual([
      '2-2026-11-24T08:00:00Z',
      '1-2026-11-24T15:00:00Z',
    ]);
    expect(byDay.get(isoDate('2026-11-26'))?.[0]?.event.matchingStartDate).toBe(
      '2026-11-26T07:30:00Z',
    );
    expect(byDay.get(isoDate('2026-11-23'))).toEqual([]);
    // Rows by Berlin hour: 08:00 UTC is 09:00 in Berlin, 15:00 UTC is 16:00.
    expect(byDay.get(isoDate('2026-11-24'))?.map((o) => o.hour)).toEqual([9, 16]);
    expect(byDay.get(isoDate('2026-11-26'))?.[0]?.hour).toBe(8);
  });

  it('places an appointment by its Berlin date: 23:30 UTC is already the next day', () => {
    const late = { id: 3, typeOf: 'single', startDate: '2026-11-24T23:30:00Z' };
    const byDay = scheduleOccurrences<PlaceableEvent>([late], november);
    expect(byDay.get(isoDate('2026-11-24'))).toEqual([]);
    expect(byDay.get(isoDate('2026-11-25'))).toHaveLength(1);
  });

  it('repeats a continuous event weekly on its weekday at its Berlin clock time, with its length', () => {
    const weekly = {
      id: 4,
      typeOf: 'continuous',
      startDate: '2026-11-03T14:00:00Z',
      endDate: '2027-02-23T15:00:00Z',
    };
    const byDay = scheduleOccurrences<PlaceableEvent>([weekly], november);
    const tuesday = byDay.get(isoDate('2026-11-24'));
    expect(tuesday).toHaveLength(1);
    expect(tuesday?.[0]?.event).toMatchObject({
      matchingStartDate: '2026-11-24T14:00:00.000Z',
      startDates: ['2026-11-24T14:00:00.000Z'],
      endDates: ['2026-11-24T15:00:00.000Z'],
    });
    expect([...byDay.values()].flat()).toHaveLength(1);
  });

  it('keeps the wall-clock time across the change to summer time', () => {
    const weekly = { id: 5, typeOf: 'continuous', startDate: '2026-03-01T09:00:00Z' };
    const byDay = scheduleOccurrences<PlaceableEvent>([weekly], week('2026-03-23'));
    // 10:00 in Berlin: 09:00 UTC in winter, 08:00 UTC from 29 March.
    expect(byDay.get(isoDate('2026-03-29'))?.[0]?.event.matchingStartDate).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(byDay.get(isoDate('2026-03-29'))?.[0]?.event.endDates).toEqual([]);
    expect(byDay.get(isoDate('2026-03-29'))?.[0]?.hour).toBe(10);
  });

  it('keeps the wall-clock time across the change back to winter time', () => {
    // Sundays at 10:00 in Berlin: 08:00 UTC in summer, 09:00 UTC from 25 October 2026.
    const weekly = {
      id: 7,
      typeOf: 'continuous',
      startDate: '2026-10-04T08:00:00Z',
      endDate: '2026-12-27T10:30:00Z',
    };
    const sunday = scheduleOccurrences<PlaceableEvent>([weekly], week('2026-10-19')).get(
      isoDate('2026-10-25'),
    );
    expect(sunday?.[0]?.event).toMatchObject({
      matchingStartDate: '2026-10-25T09:00:00.000Z',
      endDates: ['2026-10-25T10:30:00.000Z'],
    });
    expect(sunday?.[0]?.hour).toBe(10);
  });

  it('moves a start the spring switch skips to the hour after it', () => {
    // Sundays at 02:30 in Berlin: on 29 March 2026 the clock jumps from 02:00 to 03:00.
    const weekly = { id: 8, typeOf: 'continuous', startDate: '2026-03-01T01:30:00Z' };
    const sunday = scheduleOccurrences<PlaceableEvent>([weekly], week('2026-03-23')).get(
      isoDate('2026-03-29'),
    );
    expect(sunday?.[0]?.event.matchingStartDate).toBe('2026-03-29T01:30:00.000Z');
    expect(sunday?.[0]?.hour).toBe(3);
  });

  it('places nothing for a continuous event without a start', () => {
    const byDay = scheduleOccurrences<PlaceableEvent>([{ id: 6, typeOf: 'continuous' }], november);
    expect([...byDay.values()].flat()).toEqual([]);
  });
});

describe('scheduleHourRows (discovery §2 Franchise schedule: hours 8 to 20)', () => {
  it('shows the rows 8 to 19, the last ending at 20:00', () => {
    expect(scheduleHourRows([])).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(scheduleHourRows([8, 12, 19])).toHaveLength(12);
  });

  it('widens for events starting before 8 or from 20 on, so none is hidden', () => {
    expect(scheduleHourRows([7, 10])[0]).toBe(7);
    expect(scheduleHourRows([20]).at(-1)).toBe(20);
    expect(scheduleHourRows([6, 21])).toHaveLength(16);
  });
});

describe('firstScheduleDay (discovery §2 Franchise schedule: when the next events are)', () => {
  const events: PlaceableEvent[] = [
    { id: 1, typeOf: 'single', startDate: '2026-11-26T15:00:00Z' },
    { id: 2, typeOf: 'single', startDate: '2026-11-28T09:00:00Z' },
  ];

  it('is the first day with an occurrence that shows', () => {
    expect(firstScheduleDay(events, november, () => true)).toBe('2026-11-26');
    expect(firstScheduleDay(events, november, (e) => e.id === 2)).toBe('2026-11-28');
  });

  it('is null when nothing shows on the days', () => {
    expect(firstScheduleDay(events, november.slice(0, 3), () => true)).toBeNull();
    expect(firstScheduleDay(events, november, () => false)).toBeNull();
    expect(firstScheduleDay([], november, () => true)).toBeNull();
  });

  it('looks four weeks ahead', () => {
    expect(SCHEDULE_LOOKAHEAD_DAYS).toBe(28);
  });
});
