/**
 * Every adapter's offline default at once, for stories and tests: the API's gazetteer and video
 * lookup, tracking and error reports (all answered by the demo backend), no analytics, and the
 * demo payment gateway with the demo PayPal. The web app composes its adapters itself
 * (`apps/web/src/services.ts`), from its configuration and lazily.
 */
import type { ApiClient } from '@kurse/api-client';
import { pageViews } from './analytics/analytics';
import { apiErrorReports } from './errors/error-reports';
import { apiGeocoder } from './geocoder/api';
import { selectPayments, type PaymentsConfig } from './payments/select';
import { apiTracking } from './tracking/tracking';
import { apiVideoLookup } from './video/api';

/** Options of {@link offlineAdapters}. */
export interface OfflineAdaptersOptions {
  /** The clock of the demo gateway (card expiry). @default () => new Date() */
  now?: () => Date;
  /** Loads the tracking pixel. @default an Image */
  loadPixel?: (url: string) => void;
  /**
   * The payments of a configuration instead of the demo (`{ stripePublicKey }`: Stripe,
   * `{ paypal: 'sdk' }`: PayPal's SDK), as the app's composition root would choose them.
   * @default {} (the demo gateway and the demo PayPal)
   */
  payments?: PaymentsConfig;
}

/** The offline defaults of every adapter, on an API client. */
export function offlineAdapters(
  api: ApiClient,
  { now, loadPixel, payments: config = {} }: OfflineAdaptersOptions = {},
) {
  const payments = selectPayments(config, { demo: { now } });
  return {
    geo: apiGeocoder(api),
    video: apiVideoLookup(api),
    pageView: pageViews({}),
    tracking: apiTracking(api, { loadPixel }),
    errors: apiErrorReports(api),
    payments: () => Promise.resolve(payments),
  };
}
