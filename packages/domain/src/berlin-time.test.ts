import { describe, expect, it } from 'vitest';
import {
  berlinClock,
  berlinDate,
  berlinIcsLocal,
  berlinMinutes,
  berlinTimeOn,
  berlinToday,
} from './berlin-time';

describe('berlinClock (discovery §1, §9: every time in Europe/Berlin)', () => {
  it('reads the Berlin wall clock in winter (UTC+1) and summer (UTC+2)', () => {
    expect(berlinClock(new Date('2026-03-01T14:05:09Z'))).toEqual({
      year: '2026',
      month: '03',
      day: '01',
      hour: '15',
      minute: '05',
      second: '09',
    });
    // The blog's example: "14. Oktober 2026 um 08:00 Uhr" is 06:00 UTC in summer time.
    expect(berlinClock(Date.parse('2026-10-14T06:00:00Z'))).toMatchObject({
      day: '14',
      hour: '08',
      minute: '00',
    });
  });

  it('follows the switches on the last Sundays of March and October', () => {
    expect(berlinClock(new Date('2026-03-29T00:59:59Z')).hour).toBe('01');
    expect(berlinClock(new Date('2026-03-29T01:00:00Z')).hour).toBe('03');
    expect(berlinClock(new Date('2026-10-25T00:59:59Z')).hour).toBe('02');
    expect(berlinClock(new Date('2026-10-25T01:00:00Z')).hour).toBe('02');
    expect(berlinClock(new Date('2026-10-25T02:00:00Z')).hour).toBe('03');
  });

  it('writes midnight as hour 00, never 24', () => {
    expect(berlinClock(new Date('2026-07-01T22:00:00Z'))).toMatchObject({ day: '02', hour: '00' });
  });
});

describe('berlinDate and berlinToday (discovery §1, §2 Franchise schedule)', () => {
  it('is the Berlin calendar day, which starts an hour (winter) or two (summer) before UTC', () => {
    expect(berlinToday(new Date('2026-03-01T22:59:00Z'))).toBe('2026-03-01');
    expect(berlinToday(new Date('2026-03-01T23:00:00Z'))).toBe('2026-03-02');
    expect(berlinDate(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(berlinDate(Date.parse('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('berlinMinutes (discovery §2 Franchise schedule: hours 8 to 20 in Europe/Berlin)', () => {
  it('counts minutes after Berlin midnight', () => {
    expect(berlinMinutes(new Date('2026-03-02T07:00:00Z'))).toBe(8 * 60);
    expect(berlinMinutes(new Date('2026-07-02T18:00:00Z'))).toBe(20 * 60);
    expect(berlinMinutes(new Date('2026-07-01T22:00:00Z'))).toBe(0);
    expect(berlinMinutes(new Date('2026-07-01T21:59:00Z'))).toBe(23 * 60 + 59);
  });
});

describe('berlinIcsLocal (transactions §1, §3 Event: the calendar file in Berlin time)', () => {
  it('writes the Berlin wall clock as YYYYMMDDTHHMMSS', () => {
    expect(berlinIcsLocal(new Date('2026-05-14T12:30:00Z'))).toBe('20260514T143000');
    expect(berlinIcsLocal(new Date('2026-12-31T23:15:30Z'))).toBe('20270101T001530');
  });
});

// 2026's switches: Sunday 29 March, 02:00 CET becomes 03:00 CEST (01:00 UTC); Sunday 25 October,
// 03:00 CEST becomes 02:00 CET again (01:00 UTC).
describe('berlinTimeOn (discovery §2 Franchise schedule, §3 Schedule event: same clock time)', () => {
  it('keeps 10:00 in Berlin across the switch to summer time and back', () => {
    const winterTen = Date.parse('2026-03-22T09:00:00Z');
    expect(berlinTimeOn('2026-03-29', winterTen).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    const summerTen = new Date('2026-10-18T08:00:00Z');
    expect(berlinTimeOn('2026-10-25', summerTen).toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(berlinTimeOn('2026-03-28', summerTen).toISOString()).toBe('2026-03-28T09:00:00.000Z');
  });

  it('moves a time the spring switch skips forward by the skipped hour', () => {
    // 02:00 and 02:30 do not exist on 29 March 2026: they become 03:00 and 03:30 summer time.
    const two = berlinTimeOn('2026-03-29', new Date('2026-03-22T01:00:00Z'));
    expect(two.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(berlinClock(two)).toMatchObject({ day: '29', hour: '03', minute: '00' });
    const halfPastTwo = berlinTimeOn('2026-03-29', new Date('2026-03-22T01:30:00Z'));
    expect(berlinIcsLocal(halfPastTwo)).toBe('20260329T033000');
    // 01:59 winter time still exists: 00:59 UTC.
    expect(berlinTimeOn('2026-03-29', new Date('2026-03-22T00:59:00Z')).toISOString()).toBe(
      '2026-03-29T00:59:00.000Z',
    );
  });

  it('takes the first of the two 02:30s of the autumn switch', () => {
    // 02:00–02:59 happen twice on 25 October 2026: first in summer time (00:00–00:59 UTC).
    const winterHalfPastTwo = new Date('2026-11-01T01:30:00Z');
    expect(berlinTimeOn('2026-10-25', winterHalfPastTwo).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // 03:00 comes once, in winter time.
    expect(berlinTimeOn('2026-10-25', new Date('2026-11-01T02:00:00Z')).toISOString()).toBe(
      '2026-10-25T02:00:00.000Z',
    );
  });

  it('refuses a day that is not a real date', () => {
    expect(() => berlinTimeOn('2026-02-30', 0)).toThrow(RangeError);
  });
});
