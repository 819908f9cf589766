/**
 * View-tracking pixel suppression and the analytics opt-out. Spec: discovery §7; transactions §7, §9.
 */
import type { Millis } from './units';

/** Pixel parameter kinds: `c` course id, `b` blog post id, `p` provider slug. Spec: both §7. */
export type TrackingKind = 'c' | 'b' | 'p';

/** The pixel parameter for each tracked item type. Spec: both §7. */
export const TRACKING_KINDS = { course: 'c', post: 'b', provider: 'p' } as const;

/** A tracked item is not reported again within this window (1 hour). Spec: transactions §9. */
export const TRACKING_SUPPRESSION_MS = (60 * 60 * 1000) as Millis;

/** Last tracking time (epoch ms) per item key `kind:id`. Spec: transactions §9. */
export type TrackingLog = Readonly<Record<string, number>>;

/**
 * True when an item last tracked at `lastTrackedAt` may be tracked again at `now` (both epoch ms).
 * Spec: transactions §9. Never tracked, or at least one hour ago → true. A last time in the future
 * (clock moved back) is treated as stale so the pixel is not blocked indefinitely.
 */
export function shouldTrack(lastTrackedAt: number | undefined, now: number): boolean {
  if (lastTrackedAt === undefined) return true;
  const elapsed = now - lastTrackedAt;
  return elapsed < 0 || elapsed >= TRACKING_SUPPRESSION_MS;
}

/** The log key of an item. Spec: both §7 (one parameter per item). */
export function trackingKey(kind: TrackingKind, id: string | number): string {
  return `${kind}:${id}`;
}

/**
 * Decides whether to fire the pixel for an item and returns the next log. Spec: both §7, transactions
 * §9. The input log is not changed. The returned log drops entries that no longer suppress anything
 * (see {@link shouldTrack}) and, when `track` is true, records `now` for the item.
 */
export function recordTracking(
  log: TrackingLog,
  kind: TrackingKind,
  id: string | number,
  now: number,
): { track: boolean; log: Record<string, number> } {
  const next: Record<string, number> = {};
  for (const [key, at] of Object.entries(log)) {
    if (!shouldTrack(at, now)) next[key] = at;
  }
  const key = trackingKey(kind, id);
  const track = next[key] === undefined;
  if (track) next[key] = now;
  return { track, log: next };
}

/**
 * True when the page-view analytics opt-out cookie is set. Spec: discovery §7. Parses a
 * `document.cookie`-style string (`a=1; b=2`). The opt-out counts as set when a cookie named
 * `cookieName` is present with a value other than empty or `false` (case-insensitive); the usual
 * opt-out link writes `true`.
 */
export function isAnalyticsOptedOut(
  cookieString: string | null | undefined,
  cookieName: string,
): boolean {
  if (!cookieString) return false;
  return cookieString.split(';').some((part) => {
    const eq = part.indexOf('=');
    if (eq < 0) return false;
    const name = part.slice(0, eq).trim();
    const value = safeDecode(part.slice(eq + 1).trim());
    return name === cookieName && value !== '' && value.toLowerCase() !== 'false';
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
