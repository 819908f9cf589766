import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_CARD_NAME_MAX,
  isScheduleCardDimmed,
  isScheduleCardVisible,
  scheduleCard,
  scheduleCardHints,
} from './schedule-card';
import type { ScheduleEvent } from './schedule-card';

const now = new Date('2026-03-04T12:00:00Z');
const address = { street: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin' };

const block: ScheduleEvent<typeof address> = {
  typeOf: 'block',
  startDate: '2026-03-10T09:00:00+01:00',
  endDate: '2026-03-31T10:00:00+02:00',
  startDates: ['2026-03-10T09:00:00+01:00', '2026-03-17T09:00:00+01:00'],
  endDates: ['2026-03-10T10:00:00+01:00', '2026-03-17T10:00:00+01:00'],
  matchingStartDate: '2026-03-17T09:00:00+01:00',
  bookedOut: false,
  participantsLeft: 5,
  provider: { name: 'Musikschule' },
  course: { name: 'Trommeln', categories: [{ id: 1 }, { id: 2 }], address },
};

const continuous: ScheduleEvent<typeof address> = {
  ...block,
  typeOf: 'continuous',
  startDate: '2026-03-02T10:00:00+01:00',
  endDate: '2026-03-30T11:00:00+02:00',
  startDates: [],
  endDates: [],
  matchingStartDate: '2026-03-09T10:00:00+01:00',
};

describe('isScheduleCardVisible', () => {
  it('is skipped unless the course has a selected category', () => {
    expect(isScheduleCardVisible(block, [2, 9])).toBe(true);
    expect(isScheduleCardVisible(block, ['1'])).toBe(true);
    expect(isScheduleCardVisible(block, [9])).toBe(false);
    expect(isScheduleCardVisible(block, [])).toBe(false);
    expect(isScheduleCardVisible({ ...block, course: { name: 'x', categories: null } }, [1])).toBe(
      false,
    );
  });

  it('hides a continuous event outside its dates (Berlin days), shows first and last day', () => {
    const at = (matchingStartDate: string) =>
      isScheduleCardVisible({ ...continuous, matchingStartDate }, [1]);
    expect(at('2026-03-01T10:00:00+01:00')).toBe(false);
    expect(at('2026-03-02T08:00:00+01:00')).toBe(true);
    expect(at('2026-03-30T10:00:00+02:00')).toBe(true);
    expect(at('2026-03-31T10:00:00+02:00')).toBe(false);
    // 23:30 UTC on 29 March is 01:30 on 30 March in Berlin: still inside.
    expect(at('2026-03-29T23:30:00Z')).toBe(true);
  });

  it('accepts date-only bounds and open ends', () => {
    const e = { ...continuous, startDate: '2026-03-02', endDate: null };
    expect(isScheduleCardVisible({ ...e, matchingStartDate: '2026-12-01T10:00:00Z' }, [1])).toBe(
      true,
    );
    expect(isScheduleCardVisible({ ...e, matchingStartDate: '2026-03-01' }, [1])).toBe(false);
    expect(isScheduleCardVisible({ ...e, matchingStartDate: 'garbage' }, [1])).toBe(true);
  });

  it('does not hide block events by their dates', () => {
    expect(
      isScheduleCardVisible({ ...block, matchingStartDate: '2030-01-01T10:00:00Z' }, [1]),
    ).toBe(true);
  });
});

describe('scheduleCardHints', () => {
  it('says only few left below 3, not at 3', () => {
    expect(scheduleCardHints({ ...continuous, participantsLeft: 2 }, now)).toEqual([
      { kind: 'onlyFewLeft', participantsLeft: 2 },
    ]);
    expect(scheduleCardHints({ ...continuous, participantsLeft: 1 }, now)).toEqual([
      { kind: 'onlyFewLeft', participantsLeft: 1 },
    ]);
    expect(scheduleCardHints({ ...continuous, participantsLeft: 3 }, now)).toEqual([]);
    expect(scheduleCardHints({ ...continuous, participantsLeft: null }, now)).toEqual([]);
  });

  it('says booked out instead of few left', () => {
    expect(scheduleCardHints({ ...continuous, participantsLeft: 2, bookedOut: true }, now)).toEqual(
      [{ kind: 'bookedOut' }],
    );
    expect(scheduleCardHints({ ...continuous, participantsLeft: 0 }, now)).toEqual([
      { kind: 'bookedOut' },
    ]);
  });

  it('says starts at or started at for block events', () => {
    expect(scheduleCardHints(block, now)).toEqual([
      { kind: 'startsAt', date: '2026-03-10T09:00:00+01:00' },
    ]);
    expect(scheduleCardHints(block, new Date('2026-03-10T08:00:00Z'))).toEqual([
      { kind: 'startedAt', date: '2026-03-10T09:00:00+01:00' },
    ]);
    expect(scheduleCardHints(block, new Date('2026-03-10T07:59:59Z'))[0]?.kind).toBe('startsAt');
  });
});

describe('isScheduleCardDimmed', () => {
  it('dims booked out cards', () => {
    expect(isScheduleCardDimmed(block, now)).toBe(false);
    expect(isScheduleCardDimmed({ ...block, bookedOut: true }, now)).toBe(true);
  });

  it('dims the occurrence once its end has passed', () => {
    // The matching occurrence ends 2026-03-17T10:00+01:00 = 09:00 UTC.
    expect(isScheduleCardDimmed(block, new Date('2026-03-17T09:00:00Z'))).toBe(false);
    expect(isScheduleCardDimmed(block, new Date('2026-03-17T09:00:01Z'))).toBe(true);
  });

  it('falls back to the start when no end is known', () => {
    const e = { ...block, endDates: null, endDate: null, matchingStartDate: null };
    expect(isScheduleCardDimmed(e, new Date('2026-03-10T08:00:00Z'))).toBe(false);
    expect(isScheduleCardDimmed(e, new Date('2026-03-10T08:00:01Z'))).toBe(true);
  });
});

describe('scheduleCard', () => {
  it('returns null for a skipped card', () => {
    expect(scheduleCard(block, [9], now)).toBeNull();
  });

  it('shows pin and address, the occurrence range and the hints', () => {
    expect(scheduleCard(block, [1], now)).toEqual({
      courseName: 'Trommeln',
      providerName: 'Musikschule',
      location: { kind: 'address', icon: 'pin', address },
      dimmed: false,
      repeats: false,
      start: '2026-03-17T09:00:00+01:00',
      end: '2026-03-17T10:00:00+01:00',
      hints: [{ kind: 'startsAt', date: '2026-03-10T09:00:00+01:00' }],
    });
  });

  it('shows the computer icon for a flexible location, repeat for continuous', () => {
    const card = scheduleCard(
      { ...continuous, course: { ...continuous.course, flexibleLocation: true } },
      [1],
      now,
    );
    expect(card?.location).toEqual({ kind: 'flexible', icon: 'computer' });
    expect(card?.repeats).toBe(true);
    expect(card?.end).toBe('2026-03-30T11:00:00+02:00');
  });

  it('cuts names at 30 characters', () => {
    expect(SCHEDULE_CARD_NAME_MAX).toBe(30);
    const name30 = 'a'.repeat(30);
    const card = scheduleCard(
      { ...block, provider: { name: name30 }, course: { ...block.course, name: 'b'.repeat(31) } },
      [1],
      now,
    );
    expect(card?.providerName).toBe(name30);
    expect(card?.courseName.startsWith('b'.repeat(30))).toBe(true);
    expect(card?.courseName).not.toBe('b'.repeat(31));
  });

  it('shows pin with a null address when the course has none', () => {
    const card = scheduleCard(
      { ...block, course: { name: 'x', categories: [{ id: 1 }] } },
      [1],
      now,
    );
    expect(card?.location).toEqual({ kind: 'address', icon: 'pin', address: null });
  });
});
