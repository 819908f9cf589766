/**
 * The view-tracking pixel and the click-out report. Spec: discovery §2 Provider page ("forwarded"),
 * §7; transactions §7, §9 (pixel at most once per hour per item).
 */
import { trackingPixelUrl, type ApiClient } from '@kurse/api-client';
import { recordTracking, type TrackingKind } from '@kurse/domain';
import { readSlot, trackingSlot, writeSlot, type PersistStorage } from '../state';

/** Options of {@link createViewTracker}. */
export interface ViewTrackerOptions {
  api: Pick<ApiClient, 'baseUrl'>;
  storage: PersistStorage | null;
  now?: () => number;
  /** Fetches the pixel as an image. @default loads it with `new Image()` */
  load?: (url: string) => void;
}

const loadImage = (url: string) => {
  new Image().src = url;
};

/**
 * Returns `track(kind, id)`: fires the pixel (`c` course id, `b` post id, `p` provider slug) unless
 * the same item fired within the last hour, remembered across reloads. Answers whether it fired.
 */
export function createViewTracker({
  api,
  storage,
  now = () => Date.now(),
  load = loadImage,
}: ViewTrackerOptions) {
  return (kind: TrackingKind, id: string | number): boolean => {
    const at = now();
    const { track, log } = recordTracking(readSlot(storage, trackingSlot) ?? {}, kind, id, at);
    writeSlot(storage, trackingSlot, log);
    if (track) load(trackingPixelUrl(api.baseUrl, kind, id, at));
    return track;
  };
}

/** Reports a click-out to a provider's website, phone or social link (`GET /forwarded`). */
export function reportForwarded(api: Pick<ApiClient, 'GET'>, slug: string): void {
  void api.GET('/forwarded', { params: { query: { slug } } });
}
