import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CACHE_FRESHNESS_SECONDS,
  GALLERY,
  PHONE_MAX_WIDTH,
  RATINGS_PANEL_MAX_HEIGHT,
  SUMMARY_EXPAND_WIDTH,
  TABLET_WIDTH,
  isBelowTablet,
  isCacheFresh,
  isDesktop,
  isPhone,
  isSummaryExpanded,
  ratingsPanelMaxHeight,
} from './layout';

describe('layout constants (both §9)', () => {
  it('holds the numbers of the spec', () => {
    expect(BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992 });
    expect(PHONE_MAX_WIDTH).toBe(641);
    expect(TABLET_WIDTH).toBe(768);
    expect(GALLERY).toEqual({ speedMs: 500, infinite: true });
    expect(RATINGS_PANEL_MAX_HEIGHT).toEqual({ default: 400, desktop: 800 });
    expect(SUMMARY_EXPAND_WIDTH).toBe(576);
    expect(CACHE_FRESHNESS_SECONDS).toBe(3600);
  });
});

describe('width predicates', () => {
  it('phone under 641 px', () => {
    expect(isPhone(640)).toBe(true);
    expect(isPhone(641)).toBe(false);
  });

  it('below tablet under 768 px', () => {
    expect(isBelowTablet(767)).toBe(true);
    expect(isBelowTablet(768)).toBe(false);
  });

  it('desktop from 992 px, with the 800 px ratings panel', () => {
    expect(isDesktop(991)).toBe(false);
    expect(isDesktop(992)).toBe(true);
    expect(ratingsPanelMaxHeight(991)).toBe(400);
    expect(ratingsPanelMaxHeight(992)).toBe(800);
  });

  it('summary expands from 576 px', () => {
    expect(isSummaryExpanded(575)).toBe(false);
    expect(isSummaryExpanded(576)).toBe(true);
  });
});

describe('isCacheFresh', () => {
  const t = Date.UTC(2026, 0, 1);

  it('is fresh for less than 3600 seconds', () => {
    expect(isCacheFresh(t, t)).toBe(true);
    expect(isCacheFresh(t, t + 3600 * 1000 - 1)).toBe(true);
    expect(isCacheFresh(t, t + 3600 * 1000)).toBe(false);
  });

  it('is stale when never fetched or fetched in the future', () => {
    expect(isCacheFresh(undefined, t)).toBe(false);
    expect(isCacheFresh(t + 1, t)).toBe(false);
  });
});
