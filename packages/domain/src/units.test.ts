import { describe, expect, it } from 'vitest';
import { cents, euro, isIsoDate, isoDate, isoDateTime, km } from './units';

describe('units', () => {
  it('brands numbers without changing them', () => {
    expect(cents(1250)).toBe(1250);
    expect(euro(12.5)).toBe(12.5);
    expect(km(2.5)).toBe(2.5);
  });

  it('accepts only real calendar dates as ISO dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
    expect(isoDate('2026-11-22')).toBe('2026-11-22');
    expect(() => isoDate('2026-11-31')).toThrow(RangeError);
  });

  it('checks ISO date-times are parseable', () => {
    expect(isoDateTime('2026-03-01T10:00:00+01:00')).toBe('2026-03-01T10:00:00+01:00');
    expect(() => isoDateTime('yesterday')).toThrow(RangeError);
  });
});
