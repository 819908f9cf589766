/**
 * Page-view analytics. Spec: discovery §7 ("skipped when an opt-out cookie is set, with anonymised
 * IP"). The analytics service is an adapter: the offline default sends nothing at all
 * ({@link pageViews} without `send`); {@link beaconPageViews} sends each view to a collector URL
 * (`VITE_KURSE_ANALYTICS_URL`) with the browser's beacon.
 */
import { isAnalyticsOptedOut } from '@kurse/domain';

/** The cookie whose presence (with a value other than empty or `false`) opts a visitor out. */
export const ANALYTICS_OPT_OUT_COOKIE = 'kurse_analytics_opt_out';

/** A page view as sent to the analytics service. */
export interface PageView {
  path: string;
  title: string;
  /** Always true: the service must drop the last octet of the visitor's address. */
  anonymizeIp: true;
}

/** The analytics port: counts a page view unless opted out; answers whether it was sent. */
export type PageViews = (path: string, title: string) => boolean;

/** Options of {@link pageViews}. */
export interface PageViewOptions {
  /** Sends a page view to the analytics service; absent means no analytics (the offline default). */
  send?: (view: PageView) => void;
  /** Reads the cookies at the time of the view. @default () => document.cookie */
  cookies?: () => string;
}

/** Returns `pageView(path, title)`, which sends unless opted out or unconfigured. */
export function pageViews({ send, cookies = () => document.cookie }: PageViewOptions): PageViews {
  return (path, title) => {
    if (!send || isAnalyticsOptedOut(cookies(), ANALYTICS_OPT_OUT_COOKIE)) return false;
    send({ path, title, anonymizeIp: true });
    return true;
  };
}

/** Options of {@link beaconPageViews}. */
export interface BeaconPageViewsOptions {
  /** The collector's URL; each view is POSTed there as JSON. */
  url: string;
  /** Sends the beacon. @default navigator.sendBeacon */
  sendBeacon?: (url: string, body: Blob) => boolean;
  /** Reads the cookies at the time of the view. @default () => document.cookie */
  cookies?: () => string;
}

/** The real analytics: each page view as a JSON beacon to a collector (opt-out respected). */
export function beaconPageViews({ url, sendBeacon, cookies }: BeaconPageViewsOptions): PageViews {
  const beacon = sendBeacon ?? ((to: string, body: Blob) => navigator.sendBeacon(to, body));
  return pageViews({
    cookies,
    send: (view) =>
      void beacon(url, new Blob([JSON.stringify(view)], { type: 'application/json' })),
  });
}
