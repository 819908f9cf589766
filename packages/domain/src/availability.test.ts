import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  courseBookingPath,
  eventAvailability,
  isBookedOut,
  isProtectionActive,
  lowerParticipantsLeft,
  showPlacesLeft,
  waitingListState,
} from './availability';
import type { AvailabilityInput } from './availability';

describe('showPlacesLeft', () => {
  const e = (participantsLeft: number | null, participantCount: number, typeOf = 'block') => ({
    participantsLeft,
    participantCount,
    typeOf,
  });

  it('shows when 3 or fewer remain, not at 4 with a large share', () => {
    expect(showPlacesLeft(e(1, 0))).toBe(true);
    expect(showPlacesLeft(e(3, 0))).toBe(true);
    expect(showPlacesLeft(e(4, 0))).toBe(false);
  });

  it('shows when the remaining share is under 40%', () => {
    // 4 of 10 = 40 % → no hint; 4 of 11 ≈ 36 % → hint.
    expect(showPlacesLeft(e(4, 6))).toBe(false);
    expect(showPlacesLeft(e(4, 7))).toBe(true);
    expect(showPlacesLeft(e(40, 60))).toBe(false);
    expect(showPlacesLeft(e(39, 61))).toBe(true);
  });

  it('never shows for on_demand events', () => {
    expect(showPlacesLeft(e(1, 100, 'on_demand'))).toBe(false);
  });

  it('never shows for unlimited (null) or booked out (0 or below)', () => {
    expect(showPlacesLeft(e(null, 100))).toBe(false);
    expect(showPlacesLeft(e(0, 10))).toBe(false);
    expect(showPlacesLeft(e(-2, 10))).toBe(false);
  });
});

describe('isBookedOut', () => {
  it('is booked out at 0 or below, not at 1 or unlimited', () => {
    expect(isBookedOut({ participantsLeft: 0 })).toBe(true);
    expect(isBookedOut({ participantsLeft: -1 })).toBe(true);
    expect(isBookedOut({ participantsLeft: 1 })).toBe(false);
    expect(isBookedOut({ participantsLeft: null })).toBe(false);
  });
});

describe('eventAvailability', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const base: AvailabilityInput = { isBookable: true, participantsLeft: 5 };

  it('is bookable with places left or unlimited places', () => {
    expect(eventAvailability(base, now)).toBe('bookable');
    expect(eventAvailability({ ...base, participantsLeft: null }, now)).toBe('bookable');
    expect(eventAvailability({ ...base, participantsLeft: 1 }, now)).toBe('bookable');
  });

  it('is booked out at 0 places, waiting list when the event has one', () => {
    expect(eventAvailability({ ...base, participantsLeft: 0 }, now)).toBe('bookedOut');
    expect(eventAvailability({ ...base, participantsLeft: 0, waitList: true }, now)).toBe(
      'waitingList',
    );
  });

  it('is not bookable when the course is not bookable or has ended', () => {
    expect(eventAvailability({ ...base, isBookable: false }, now)).toBe('notBookable');
    expect(eventAvailability({ ...base, courseStatus: 'ended' }, now)).toBe('notBookable');
    expect(eventAvailability({ ...base, courseStatus: 'started' }, now)).toBe('bookable');
    expect(eventAvailability({ ...base, courseStatus: 'ready' }, now)).toBe('bookable');
  });

  it('is not yet bookable when the course is not ready or booking starts later', () => {
    expect(eventAvailability({ ...base, courseStatus: 'not ready' }, now)).toBe('notYetBookable');
    expect(eventAvailability({ ...base, courseStatus: 'not_ready' }, now)).toBe('notYetBookable');
    expect(eventAvailability({ ...base, bookingStart: '2026-03-01T12:00:01Z' }, now)).toBe(
      'notYetBookable',
    );
    expect(eventAvailability({ ...base, bookingStart: '2026-03-01T12:00:00Z' }, now)).toBe(
      'bookable',
    );
  });

  it('is protected while protection is active', () => {
    expect(eventAvailability({ ...base, isProtected: true }, now)).toBe('protected');
    expect(
      eventAvailability(
        { ...base, isProtected: true, protectedUntil: '2026-03-02T00:00:00Z' },
        now,
      ),
    ).toBe('protected');
    expect(
      eventAvailability(
        { ...base, isProtected: true, protectedUntil: '2026-03-01T12:00:00Z' },
        now,
      ),
    ).toBe('bookable');
  });

  it('applies the documented precedence', () => {
    const all: AvailabilityInput = {
      isBookable: false,
      courseStatus: 'ended',
      participantsLeft: 0,
      waitList: true,
      isProtected: true,
      bookingStart: '2027-01-01T00:00:00Z',
    };
    expect(eventAvailability(all, now)).toBe('notBookable');
    expect(eventAvailability({ ...all, courseStatus: 'ready' }, now)).toBe('notYetBookable');
    expect(eventAvailability({ ...all, courseStatus: 'ready', bookingStart: null }, now)).toBe(
      'notBookable',
    );
    const open = { ...all, courseStatus: 'ready', bookingStart: null, isBookable: true };
    expect(eventAvailability(open, now)).toBe('waitingList');
    expect(eventAvailability({ ...open, participantsLeft: 2 }, now)).toBe('protected');
  });

  it('always returns one of the six states (property)', () => {
    const input = fc.record({
      isBookable: fc.boolean(),
      courseStatus: fc.option(fc.constantFrom('ready', 'not ready', 'started', 'ended', 'x')),
      participantsLeft: fc.option(fc.integer({ min: -5, max: 50 })),
      waitList: fc.option(fc.boolean()),
      isProtected: fc.option(fc.boolean()),
      protectedUntil: fc.option(fc.string()),
      bookingStart: fc.option(fc.string()),
    });
    fc.assert(
      fc.property(input, (i) => {
        const state = eventAvailability(i, now);
        expect([
          'bookable',
          'notYetBookable',
          'bookedOut',
          'waitingList',
          'notBookable',
          'protected',
        ]).toContain(state);
        if (state === 'bookable') expect(isBookedOut(i)).toBe(false);
      }),
    );
  });
});

describe('isProtectionActive', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('is off for unprotected events whatever protectedUntil says', () => {
    expect(isProtectionActive({ isProtected: false, protectedUntil: '2030-01-01' }, now)).toBe(
      false,
    );
    expect(isProtectionActive({}, now)).toBe(false);
  });

  it('keeps protection for an empty or unreadable protectedUntil', () => {
    expect(isProtectionActive({ isProtected: true, protectedUntil: '' }, now)).toBe(true);
    expect(isProtectionActive({ isProtected: true, protectedUntil: 'later' }, now)).toBe(true);
  });

  it('lapses once protectedUntil is reached', () => {
    const p = (protectedUntil: string) =>
      isProtectionActive({ isProtected: true, protectedUntil }, now);
    expect(p('2026-03-01T12:00:00.001Z')).toBe(true);
    expect(p('2026-03-01T12:00:00Z')).toBe(false);
  });
});

describe('courseBookingPath', () => {
  it('books while any event has places', () => {
    expect(
      courseBookingPath([{ participantsLeft: 0, waitList: true }, { participantsLeft: 1 }]),
    ).toBe('book');
    expect(courseBookingPath([{ participantsLeft: null }])).toBe('book');
  });

  it('leads to the waiting list when every event is booked out and one has a list', () => {
    expect(
      courseBookingPath([
        { participantsLeft: 0, waitList: false },
        { participantsLeft: 0, waitList: true },
      ]),
    ).toBe('waitingList');
  });

  it('has no path when all are booked out without a list, or there are no events', () => {
    expect(courseBookingPath([{ participantsLeft: 0 }])).toBe('none');
    expect(courseBookingPath([])).toBe('none');
  });
});

describe('waitingListState', () => {
  const full = { id: 7, participantsLeft: 0, waitList: true };

  it('shows the form when the event is full and has a waiting list', () => {
    expect(waitingListState(full, [])).toBe('form');
    expect(waitingListState(full, [{ eventId: 8 }])).toBe('form');
  });

  it('says already listed when the user applied for that event', () => {
    expect(waitingListState(full, [{ eventId: 7 }])).toBe('alreadyListed');
    expect(waitingListState(full, [{ eventId: '7' }])).toBe('alreadyListed');
  });

  it('is hidden when the event has places or no waiting list', () => {
    expect(waitingListState({ ...full, participantsLeft: 1 }, [{ eventId: 7 }])).toBe('hidden');
    expect(waitingListState({ ...full, waitList: false }, [])).toBe('hidden');
  });
});

describe('lowerParticipantsLeft', () => {
  it('lowers by the participant count, not below 0, and keeps unlimited', () => {
    expect(lowerParticipantsLeft(5, 2)).toBe(3);
    expect(lowerParticipantsLeft(2, 2)).toBe(0);
    expect(lowerParticipantsLeft(1, 3)).toBe(0);
    expect(lowerParticipantsLeft(null, 3)).toBeNull();
  });
});
