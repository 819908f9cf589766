import { describe, expect, it } from 'vitest';
import {
  VALIDITY_PERIODS,
  isOnDemandAccessValid,
  onDemandItems,
  onDemandValidUntil,
  shownValidUntil,
  validityPeriod,
} from './on-demand';

describe('validityPeriod', () => {
  it('maps the six spec durations', () => {
    expect(validityPeriod(7)).toBe('oneWeek');
    expect(validityPeriod(14)).toBe('twoWeeks');
    expect(validityPeriod(30)).toBe('oneMonth');
    expect(validityPeriod(90)).toBe('threeMonths');
    expect(validityPeriod(180)).toBe('sixMonths');
    expect(validityPeriod(365)).toBe('oneYear');
    expect(Object.keys(VALIDITY_PERIODS)).toHaveLength(6);
  });
  it('treats every other value as unlimited', () => {
    for (const days of [null, 0, 6, 8, 31, 364, 366])
      expect(validityPeriod(days)).toBe('unlimited');
  });
});

describe('isOnDemandAccessValid', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is always valid with validDays 0', () => {
    expect(isOnDemandAccessValid({ validDays: 0, validUntil: '2020-01-01T00:00:00Z' }, now)).toBe(
      true,
    );
  });
  it('is valid until and including validUntil, not 1 ms after', () => {
    expect(isOnDemandAccessValid({ validDays: 30, validUntil: '2026-03-01T12:00:00Z' }, now)).toBe(
      true,
    );
    expect(
      isOnDemandAccessValid({ validDays: 30, validUntil: '2026-03-01T11:59:59.999Z' }, now),
    ).toBe(false);
  });
  it('keeps a date-only validUntil valid through that Berlin day', () => {
    expect(isOnDemandAccessValid({ validDays: 7, validUntil: '2026-03-01' }, now)).toBe(true);
    expect(isOnDemandAccessValid({ validDays: 7, validUntil: '2026-02-28' }, now)).toBe(false);
    // 23:30 UTC on 1 March is already 2 March in Berlin.
    expect(
      isOnDemandAccessValid(
        { validDays: 7, validUntil: '2026-03-01' },
        new Date('2026-03-01T23:30:00Z'),
      ),
    ).toBe(false);
    expect(
      isOnDemandAccessValid(
        { validDays: 7, validUntil: '2026-03-01' },
        new Date('2026-03-01T22:59:59Z'),
      ),
    ).toBe(true);
  });
  it('counts a missing or unparseable validUntil as valid', () => {
    expect(isOnDemandAccessValid({ validDays: 30, validUntil: null }, now)).toBe(true);
    expect(isOnDemandAccessValid({ validDays: 30, validUntil: 'soon' }, now)).toBe(true);
  });
});

describe('onDemandValidUntil (one rule for the room and the on-demand tab)', () => {
  it('runs validDays from payment', () => {
    // Paid on 26.11.2026 at 10:00 in Berlin: 30 days → 26.12.2026, not 20 days as a room says.
    const paid = new Date('2026-11-26T10:00:00+01:00');
    expect(onDemandValidUntil(30, paid)).toBe('2026-12-26T09:00:00.000Z');
    expect(onDemandValidUntil(7, paid)).toBe('2026-12-03T09:00:00.000Z');
    expect(onDemandValidUntil(365, paid)).toBe('2027-11-26T09:00:00.000Z');
  });
  it('runs validDays × 24 h, also across a switch of daylight saving time', () => {
    // Paid on 20.10.2026 at 10:00 summer time: seven times 24 h later is 27.10. at 09:00 winter time.
    expect(onDemandValidUntil(7, new Date('2026-10-20T10:00:00+02:00'))).toBe(
      '2026-10-27T08:00:00.000Z',
    );
  });
  it('is valid up to its end and not after', () => {
    const paid = new Date('2026-11-26T10:00:00+01:00');
    const access = { validDays: 30, validUntil: onDemandValidUntil(30, paid) };
    expect(isOnDemandAccessValid(access, new Date('2026-12-26T09:00:00.000Z'))).toBe(true);
    expect(isOnDemandAccessValid(access, new Date('2026-12-26T09:00:00.001Z'))).toBe(false);
  });
  it('is unlimited (null) for 0 and for validities not offered', () => {
    expect(onDemandValidUntil(0, new Date('2026-11-26T10:00:00Z'))).toBeNull();
    expect(onDemandValidUntil(45, new Date('2026-11-26T10:00:00Z'))).toBeNull();
    expect(onDemandValidUntil(null, new Date('2026-11-26T10:00:00Z'))).toBeNull();
  });
});

describe('shownValidUntil', () => {
  it('shows the date while validDays is above 0', () => {
    expect(shownValidUntil({ validDays: 30, validUntil: '2026-12-26' })).toBe('2026-12-26');
    expect(shownValidUntil({ validDays: 0, validUntil: '2026-12-26' })).toBeNull();
    expect(shownValidUntil({ validDays: null, validUntil: '2026-12-26' })).toBeNull();
    expect(shownValidUntil({ validDays: 30, validUntil: null })).toBeNull();
  });
});

describe('onDemandItems', () => {
  it('keeps bookings with on-demand data, newest first, flagging the valid-until date', () => {
    const older = {
      id: 1,
      createdAt: '2026-01-01T00:00:00Z',
      onDemand: { validDays: 30, validUntil: '2026-02-01' },
    };
    const newer = {
      id: 2,
      createdAt: '2026-02-01T00:00:00Z',
      onDemand: { validDays: 0, validUntil: null },
    };
    const plain = { id: 3, createdAt: '2026-03-01T00:00:00Z', onDemand: null };
    const items = onDemandItems([older, plain, newer]);
    expect(items.map((item) => item.booking.id)).toEqual([2, 1]);
    expect(items.map((item) => item.showValidUntil)).toEqual([false, true]);
    expect(items[1]?.onDemand).toBe(older.onDemand);
  });
});
