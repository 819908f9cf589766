import { describe, expect, it } from 'vitest';
import { calendarIcs, escapeIcsText, eventCalendarDates, foldIcsLine } from './calendar';

/** The seed's booking 20004: "Programmierkurs · mittwochs 14:30 Uhr", the first three of 8 dates. */
const [D1, D2, D3] = [
  { startDate: '2026-12-02T14:30:00+01:00', endDate: '2026-12-02T16:30:00+01:00' },
  { startDate: '2026-12-09T14:30:00+01:00', endDate: '2026-12-09T16:30:00+01:00' },
  { startDate: '2026-12-16T14:30:00+01:00', endDate: '2026-12-16T16:30:00+01:00' },
] as const;
const DATES = [D1, D2, D3];
const NOW = new Date('2026-11-22T08:00:00Z');

const ics = (over: Partial<Parameters<typeof calendarIcs>[0]> = {}) =>
  calendarIcs({
    uidPrefix: 'booking-20004',
    uidDomain: 'kurse.example',
    dates: DATES,
    summary: 'Programmieren für Kids – Programmierkurs · mittwochs 14:30 Uhr',
    location: 'Venloer Straße 300, 50823 Köln',
    description: 'Buchung KU-2026-020004',
    now: NOW,
    ...over,
  });

/** The file's lines with folding undone. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('calendarIcs', () => {
  it('ends every line with CRLF and wraps the events in one VCALENDAR with the Berlin VTIMEZONE', () => {
    const text = ics();
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(text);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kurse//Buchung//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('TZID:Europe/Berlin');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
  });

  it('writes each date in Berlin wall-clock time with TZID, one UID per date and DTSTAMP from now', () => {
    const lines = unfolded(ics());
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20261202T143000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20261202T163000');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20261216T143000');
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual([
      'UID:booking-20004-1@kurse.example',
      'UID:booking-20004-2@kurse.example',
      'UID:booking-20004-3@kurse.example',
    ]);
    expect(lines.filter((l) => l === 'DTSTAMP:20261122T080000Z')).toHaveLength(3);
  });

  it('converts instants given in UTC or summer time to Berlin time', () => {
    const lines = unfolded(
      ics({
        dates: [
          { startDate: '2027-04-07T12:30:00Z', endDate: '2027-04-07T14:30:00Z' },
          { startDate: '2026-12-02T13:30:00.000Z' },
        ],
      }),
    );
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20270407T143000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20270407T163000');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20261202T143000');
  });

  it('leaves out an end that is missing or not after the start, and dates without a valid start', () => {
    const lines = unfolded(
      ics({
        dates: [
          { startDate: '2026-12-02T14:30:00+01:00', endDate: null },
          { startDate: '2026-12-09T14:30:00+01:00', endDate: '2026-12-09T14:30:00+01:00' },
          { startDate: 'not a date' },
        ],
      }),
    );
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.some((l) => l.startsWith('DTEND'))).toBe(false);
  });

  it('escapes the texts and leaves out an empty location and description', () => {
    const lines = unfolded(
      ics({ summary: 'Malen, Basteln; Spaß\\Spiel\nTeil 2', location: null, description: '' }),
    );
    expect(lines).toContain('SUMMARY:Malen\\, Basteln\\; Spaß\\\\Spiel\\nTeil 2');
    expect(lines.some((l) => l.startsWith('LOCATION') || l.startsWith('DESCRIPTION'))).toBe(false);
  });

  it('folds long lines at 75 octets, never inside a character', () => {
    const text = ics({ description: 'Ü'.repeat(100) });
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(unfolded(text)).toContain(`DESCRIPTION:${'Ü'.repeat(100)}`);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\rf\ng')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldIcsLine', () => {
  it('keeps a line of 75 octets and folds the 76th into a continuation that starts with a space', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    const long = foldIcsLine('y'.repeat(75 + 74 + 1)).split('\r\n');
    expect(long.map((l) => l.length)).toEqual([75, 75, 2]);
  });
});

describe('eventCalendarDates', () => {
  it('answers the appointments, earliest first', () => {
    expect(eventCalendarDates({ typeOf: 'block', appointments: [D2, D1] })).toEqual([
      DATES[0],
      DATES[1],
    ]);
  });

  it('answers start and end of an event without appointments as one date', () => {
    expect(
      eventCalendarDates({
        typeOf: 'single',
        startDate: '2027-01-02T10:00:00+01:00',
        endDate: '2027-01-02T13:00:00+01:00',
      }),
    ).toEqual([{ startDate: '2027-01-02T10:00:00+01:00', endDate: '2027-01-02T13:00:00+01:00' }]);
    expect(eventCalendarDates({ startDate: '2027-01-02T10:00:00+01:00' })).toEqual([
      { startDate: '2027-01-02T10:00:00+01:00', endDate: null },
    ]);
  });

  it('answers none for a period (continuous, flexible, on demand) or without a start', () => {
    const period = { startDate: '2026-12-01T00:00:00+01:00', endDate: '2027-06-30T00:00:00+02:00' };
    expect(eventCalendarDates({ typeOf: 'continuous', ...period })).toEqual([]);
    expect(eventCalendarDates({ typeOf: 'on_demand', ...period })).toEqual([]);
    expect(eventCalendarDates({ typeOf: 'flexible', ...period })).toEqual([]);
    expect(eventCalendarDates({ typeOf: 'single', appointments: null })).toEqual([]);
    expect(eventCalendarDates({ typeOf: 'single', startDate: 'nonsense' })).toEqual([]);
  });
});
