import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRACKING_KINDS,
  TRACKING_SUPPRESSION_MS,
  isAnalyticsOptedOut,
  recordTracking,
  shouldTrack,
  trackingKey,
} from './tracking';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 2, 1, 10, 0, 0);

describe('tracking constants (both §7, transactions §9)', () => {
  it('suppresses for one hour; kinds c, b, p', () => {
    expect(TRACKING_SUPPRESSION_MS).toBe(HOUR);
    expect(TRACKING_KINDS).toEqual({ course: 'c', post: 'b', provider: 'p' });
    expect(trackingKey('p', 'yoga-kids')).toBe('p:yoga-kids');
  });
});

describe('shouldTrack', () => {
  it('tracks an item never tracked', () => {
    expect(shouldTrack(undefined, T0)).toBe(true);
  });

  it('suppresses within the hour and tracks again after it', () => {
    expect(shouldTrack(T0, T0)).toBe(false);
    expect(shouldTrack(T0, T0 + HOUR - 1)).toBe(false);
    expect(shouldTrack(T0, T0 + HOUR)).toBe(true);
  });

  it('treats a last time in the future as stale', () => {
    expect(shouldTrack(T0 + 1, T0)).toBe(true);
  });
});

describe('recordTracking', () => {
  it('tracks once, then suppresses the same item for an hour', () => {
    const first = recordTracking({}, 'c', 42, T0);
    expect(first).toEqual({ track: true, log: { 'c:42': T0 } });
    const second = recordTracking(first.log, 'c', 42, T0 + HOUR - 1);
    expect(second).toEqual({ track: false, log: { 'c:42': T0 } });
    const third = recordTracking(second.log, 'c', 42, T0 + HOUR);
    expect(third).toEqual({ track: true, log: { 'c:42': T0 + HOUR } });
  });

  it('keeps items of different kinds apart', () => {
    const { log } = recordTracking({}, 'c', '7', T0);
    expect(recordTracking(log, 'b', '7', T0).track).toBe(true);
  });

  it('prunes expired entries and does not mutate the input', () => {
    const input = { 'b:1': T0 - HOUR, 'p:slug': T0 - 10 };
    const result = recordTracking(input, 'c', 1, T0);
    expect(result.log).toEqual({ 'p:slug': T0 - 10, 'c:1': T0 });
    expect(input).toEqual({ 'b:1': T0 - HOUR, 'p:slug': T0 - 10 });
  });

  it('property: a single item is tracked at most once per hour and always after an hour', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3 * HOUR), { maxLength: 30 }), (steps) => {
        let log: Record<string, number> = {};
        let now = T0;
        let lastTracked: number | undefined;
        for (const step of steps) {
          now += step;
          const result = recordTracking(log, 'p', 'slug', now);
          const expected = lastTracked === undefined || now - lastTracked >= HOUR;
          expect(result.track).toBe(expected);
          if (result.track) lastTracked = now;
          log = result.log;
        }
      }),
    );
  });
});

describe('isAnalyticsOptedOut', () => {
  const name = 'ga-disable-UA-1';

  it('is true when the opt-out cookie is set', () => {
    expect(isAnalyticsOptedOut(`a=1; ${name}=true; b=2`, name)).toBe(true);
    expect(isAnalyticsOptedOut(`${name}=1`, name)).toBe(true);
  });

  it('is false when the cookie is absent, empty or false', () => {
    expect(isAnalyticsOptedOut('a=1; b=2', name)).toBe(false);
    expect(isAnalyticsOptedOut(`${name}=`, name)).toBe(false);
    expect(isAnalyticsOptedOut(`${name}=FALSE`, name)).toBe(false);
    expect(isAnalyticsOptedOut(`x${name}=true`, name)).toBe(false);
    expect(isAnalyticsOptedOut(name, name)).toBe(false);
    expect(isAnalyticsOptedOut('', name)).toBe(false);
    expect(isAnalyticsOptedOut(undefined, name)).toBe(false);
  });

  it('decodes encoded values and tolerates malformed encodings', () => {
    expect(isAnalyticsOptedOut(`${name}=%74rue`, name)).toBe(true);
    expect(isAnalyticsOptedOut(`${name}=%E0%A4%A`, name)).toBe(true);
  });
});
