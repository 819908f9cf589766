/**
 * The view-tracking pixel: when an item's pixel fires (at most once per hour per item,
 * remembered across reloads); the tracking adapter sends it. Spec: discovery §2 Provider page,
 * §7; transactions §7, §9 (pixel at most once per hour per item).
 */
import type { Tracking } from '@kurse/adapters/tracking';
import { recordTracking, type TrackingKind } from '@kurse/domain';
import { readSlot, trackingSlot, writeSlot, type PersistStorage } from '../state';

/** Options of {@link createViewTracker}. */
export interface ViewTrackerOptions {
  /** Sends the pixel (the tracking adapter). */
  tracking: Pick<Tracking, 'pixel'>;
  storage: PersistStorage | null;
  now?: () => number;
}

/**
 * Returns `track(kind, id)`: fires the pixel (`c` course id, `b` post id, `p` provider slug) unless
 * the same item fired within the last hour, remembered across reloads. Answers whether it fired.
 */
export function createViewTracker({
  tracking,
  storage,
  now = () => Date.now(),
}: ViewTrackerOptions) {
  return (kind: TrackingKind, id: string | number): boolean => {
    const at = now();
    const { track, log } = recordTracking(readSlot(storage, trackingSlot) ?? {}, kind, id, at);
    writeSlot(storage, trackingSlot, log);
    if (track) tracking.pixel(kind, id, at);
    return track;
  };
}
