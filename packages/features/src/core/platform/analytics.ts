/**
 * Page-view analytics. Spec: discovery §7 ("skipped when an opt-out cookie is set, with anonymised
 * IP"). The analytics service is an adapter: without one configured, nothing is sent at all.
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

/** Options of {@link createPageViews}. */
export interface PageViewOptions {
  /** Sends a page view to the analytics service; absent means no analytics. */
  send?: (view: PageView) => void;
  /** Reads the cookies at the time of the view. @default () => document.cookie */
  cookies?: () => string;
}

/** Returns `pageView(path, title)`, which sends unless opted out or unconfigured. */
export function createPageViews({ send, cookies = () => document.cookie }: PageViewOptions) {
  return (path: string, title: string): boolean => {
    if (!send || isAnalyticsOptedOut(cookies(), ANALYTICS_OPT_OUT_COOKIE)) return false;
    send({ path, title, anonymizeIp: true });
    return true;
  };
}
