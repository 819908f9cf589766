import { describe, expect, it } from 'vitest';
import { berlinClock, berlinDate, berlinIcsLocal, berlinMinutes, berlinToday } from './berlin-time';

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
