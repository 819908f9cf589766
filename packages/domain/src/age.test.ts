import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageDisplay, ageRangeDisplay } from './age';

describe('ageDisplay', () => {
  it('shows the spec examples: 18 → 1½ years, 6 → 6 months, 60 → 5 years', () => {
    expect(ageDisplay(18)).toEqual({ unit: 'years', value: 1, half: true });
    expect(ageDisplay(6)).toEqual({ unit: 'months', value: 6 });
    expect(ageDisplay(60)).toEqual({ unit: 'years', value: 5, half: false });
  });

  it('shows multiples of 6 above 6 in years, other small ages in months', () => {
    expect(ageDisplay(7)).toEqual({ unit: 'months', value: 7 });
    expect(ageDisplay(11)).toEqual({ unit: 'months', value: 11 });
    expect(ageDisplay(12)).toEqual({ unit: 'years', value: 1, half: false });
    expect(ageDisplay(13)).toEqual({ unit: 'months', value: 13 });
    expect(ageDisplay(30)).toEqual({ unit: 'years', value: 2, half: true });
    expect(ageDisplay(47)).toEqual({ unit: 'months', value: 47 });
  });

  it('switches to years above 48 months', () => {
    expect(ageDisplay(48)).toEqual({ unit: 'years', value: 4, half: false });
    expect(ageDisplay(49)).toEqual({ unit: 'years', value: 4, half: false });
    expect(ageDisplay(53)).toEqual({ unit: 'years', value: 4, half: false });
    expect(ageDisplay(55)).toEqual({ unit: 'years', value: 4, half: true });
    expect(ageDisplay(59)).toEqual({ unit: 'years', value: 4, half: true });
  });

  it('treats 0, negative and invalid input as 0 months and cuts fractions', () => {
    expect(ageDisplay(0)).toEqual({ unit: 'months', value: 0 });
    expect(ageDisplay(-5)).toEqual({ unit: 'months', value: 0 });
    expect(ageDisplay(Number.NaN)).toEqual({ unit: 'months', value: 0 });
    expect(ageDisplay(5.9)).toEqual({ unit: 'months', value: 5 });
  });

  it('in years, value + half never exceeds the months (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2400 }), (months) => {
        const d = ageDisplay(months);
        if (d.unit === 'months') {
          expect(d.value).toBe(months);
          expect(months <= 48).toBe(true);
        } else {
          const shown = d.value * 12 + (d.half ? 6 : 0);
          expect(shown).toBeLessThanOrEqual(months);
          expect(months - shown).toBeLessThan(6);
        }
      }),
    );
  });
});

describe('ageRangeDisplay', () => {
  it('gives both displays', () => {
    expect(ageRangeDisplay(6, 18)).toEqual({
      min: { unit: 'months', value: 6 },
      max: { unit: 'years', value: 1, half: true },
    });
  });

  it('keeps a missing bound as null', () => {
    expect(ageRangeDisplay(null, 60)).toEqual({
      min: null,
      max: { unit: 'years', value: 5, half: false },
    });
    expect(ageRangeDisplay(12, undefined).max).toBeNull();
    expect(ageRangeDisplay(0, null).min).toEqual({ unit: 'months', value: 0 });
  });
});
