/**
 * Layout and presentation constants of both §9: breakpoints, device widths, gallery, panel heights
 * and the cache freshness window.
 */
/**
 * Width breakpoints in px: sm 576, md 768, lg 992. Spec: discovery §9. The one source: the CSS
 * breakpoints (`--breakpoint-*` in ui's styles.css) are written from it by
 * `scripts/build-breakpoints.mjs`, whose `--check` runs with the tooling tests.
 */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992 } as const;

/** A window narrower than this (px) is a phone. Spec: discovery §9 ("mobile under 641 px"). */
export const PHONE_MAX_WIDTH = 641;

/** Tablet width in px; narrower windows use phone-style views. Spec: discovery §9. */
export const TABLET_WIDTH = 768;

/** True for a phone-sized window (under 641 px). Spec: discovery §9, §2 Customer profile. */
export function isPhone(windowWidth: number): boolean {
  return windowWidth < PHONE_MAX_WIDTH;
}

/**
 * True when the window is narrower than a tablet (under 768 px). Spec: discovery §9, §2 Franchise
 * schedule ("day when narrower than 768 px").
 */
export function isBelowTablet(windowWidth: number): boolean {
  return windowWidth < TABLET_WIDTH;
}

/** True for a desktop window (from the lg breakpoint, 992 px). Spec: discovery §9. */
export function isDesktop(windowWidth: number): boolean {
  return windowWidth >= BREAKPOINTS.lg;
}

/** The booking summary expands from this width in px. Spec: transactions §9. */
export const SUMMARY_EXPAND_WIDTH = BREAKPOINTS.sm;

/** True when the booking summary is expanded (window ≥ 576 px). Spec: transactions §9. */
export function isSummaryExpanded(windowWidth: number): boolean {
  return windowWidth >= SUMMARY_EXPAND_WIDTH;
}

/** Gallery: loops infinitely, 500 ms transition. Spec: discovery §9. */
export const GALLERY = { speedMs: 500, infinite: true } as const;

/** Ratings panel max height in px: 400, 800 on desktop. Spec: discovery §9. */
export const RATINGS_PANEL_MAX_HEIGHT = { default: 400, desktop: 800 } as const;

/**
 * Ratings panel max height in px for a window width. Spec: discovery §9. "Desktop" is not defined
 * by the spec; we take the lg breakpoint (992 px).
 */
export function ratingsPanelMaxHeight(windowWidth: number): number {
  return isDesktop(windowWidth)
    ? RATINGS_PANEL_MAX_HEIGHT.desktop
    : RATINGS_PANEL_MAX_HEIGHT.default;
}

/**
 * Cache freshness for bookings and courses: 3600. Spec: both §9. The unit is not shown; we read
 * it as seconds (one hour).
 */
export const CACHE_FRESHNESS_SECONDS = 3600;

/**
 * True while data fetched at `fetchedAt` (epoch ms) is still fresh at `now` (epoch ms): less than
 * 3600 s old. Spec: both §9. A fetch time in the future (clock moved back) counts as stale.
 */
export function isCacheFresh(fetchedAt: number | undefined, now: number): boolean {
  if (fetchedAt === undefined) return false;
  const age = now - fetchedAt;
  return age >= 0 && age < CACHE_FRESHNESS_SECONDS * 1000;
}
