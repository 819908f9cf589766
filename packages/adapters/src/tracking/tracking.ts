/**
 * The tracking port: where the view pixel and the click-out reports go. The default (and so far
 * only) implementation sends them to our API ({@link apiTracking}: `GET /pixel.gif`, `GET
 * /forwarded`), which the demo backend answers offline. When an item's pixel fires (at most once
 * per hour, remembered across reloads) stays with the app (`createViewTracker` of features, domain
 * `recordTracking`). Spec: discovery §2 Provider page ("forwarded"), §7; transactions §7, §9.
 */
import { trackingPixelUrl, type ApiClient } from '@kurse/api-client';
import type { TrackingKind } from '@kurse/domain';

/** Sends view pixels and click-out reports. */
export interface Tracking {
  /** Sends the view pixel of an item (`c` course id, `b` post id, `p` provider slug) at `at` (ms). */
  pixel(kind: TrackingKind, id: string | number, at: number): void;
  /** Reports a click-out to a provider's website, phone or social link. */
  forwarded(slug: string): void;
}

/** Options of {@link apiTracking}. */
export interface ApiTrackingOptions {
  /** Fetches the pixel as an image. @default loads it with `new Image()` */
  loadPixel?: (url: string) => void;
}

const loadImage = (url: string) => {
  new Image().src = url;
};

/** The tracking through our API: the pixel as an image of `GET /pixel.gif`, `GET /forwarded`. */
export function apiTracking(
  api: Pick<ApiClient, 'baseUrl' | 'GET'>,
  { loadPixel = loadImage }: ApiTrackingOptions = {},
): Tracking {
  return {
    pixel: (kind, id, at) => loadPixel(trackingPixelUrl(api.baseUrl, kind, id, at)),
    forwarded: (slug) => void api.GET('/forwarded', { params: { query: { slug } } }),
  };
}
