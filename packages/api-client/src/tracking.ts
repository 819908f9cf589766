/**
 * The view-tracking pixel's address. Spec: discovery §7, transactions §7 (tracking pixel); contract
 * `GET /pixel.gif`. Whether to fire it (once per hour per item) is domain `recordTracking`.
 */
import type { TrackingKind } from '@kurse/domain';

/** `baseUrl` without trailing slashes, so `/api/` and `/api` give the same addresses. */
export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/**
 * `${base}/pixel.gif?<kind>=<id>&ts=<now>`: `c` course id, `b` post id, `p` provider slug; `now` in
 * epoch milliseconds. Spec: discovery §7.
 */
export function trackingPixelUrl(
  baseUrl: string,
  kind: TrackingKind,
  id: string | number,
  now: number,
): string {
  const value = encodeURIComponent(String(id));
  return `${trimBaseUrl(baseUrl)}/pixel.gif?${kind}=${value}&ts=${Math.trunc(now)}`;
}
