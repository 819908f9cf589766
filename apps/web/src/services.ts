/**
 * The composition root: the app's services with the third-party adapters chosen by the build's
 * configuration (`env.ts`, README "Configuration"; `@kurse/adapters` README). Each adapter's code
 * loads when it is first used: the address service on the first lookup, the video lookup on the
 * first room, the payments on the first checkout page; only the ports' small wrappers, the
 * analytics guard, the pixel and the error reports are in the first load. The choices read
 * the configuration's constants, so the build drops the branches a configuration does not take.
 */
import { beaconPageViews, pageViews } from '@kurse/adapters/analytics';
import { apiErrorReports } from '@kurse/adapters/errors';
import { lazyGeocoder } from '@kurse/adapters/geocoder';
import { apiTracking } from '@kurse/adapters/tracking';
import { lazyVideoLookup } from '@kurse/adapters/video';
import type { ApiClient } from '@kurse/api-client';
import {
  createServices,
  type Adapters,
  type Services,
  type ServicesOptions,
} from '@kurse/features';
import * as config from './env';

/** The adapters of the build's configuration, on the app's API client. */
export function adapters(api: ApiClient): Adapters {
  return {
    // Photon for a configured server, the API's gazetteer (demo backend) otherwise.
    geo: lazyGeocoder(() => {
      const url = config.geocoderUrl;
      return url
        ? import('@kurse/adapters/geocoder/photon').then((m) => m.photonGeocoder({ url }))
        : import('@kurse/adapters/geocoder/api').then((m) => m.apiGeocoder(api));
    }),
    // Vimeo's oEmbed for `vimeo`, the API's lookup (demo backend) otherwise.
    video: lazyVideoLookup(() =>
      config.video === 'vimeo'
        ? import('@kurse/adapters/video/vimeo').then((m) => m.vimeoVideoLookup())
        : import('@kurse/adapters/video/api').then((m) => m.apiVideoLookup(api)),
    ),
    // A collector for a configured URL, no analytics at all otherwise.
    pageView: config.analyticsUrl ? beaconPageViews({ url: config.analyticsUrl }) : pageViews({}),
    // The view pixel, click-outs and error reports go to our API.
    tracking: apiTracking(api),
    errors: apiErrorReports(api),
    // Stripe for a public key (else the demo gateway), PayPal's SDK for `sdk` (else the demo).
    payments: () =>
      import('@kurse/adapters/payments').then((m) =>
        m.selectPayments({ stripePublicKey: config.stripePublicKey, paypal: config.paypal }),
      ),
  };
}

/**
 * The app's services on the browser's storage, composed from the build's configuration. For a
 * page the server rendered, `served` holds the answers it read (taken over, not read again) and
 * the stores start as the server's did, taking the storage over once the page is hydrated.
 */
export function appServices(
  storage: Storage | null,
  served?: Pick<ServicesOptions, 'readsSnapshot'>,
): Services {
  return createServices({
    storage,
    ...(served ? { readsSnapshot: served.readsSnapshot, deferStored: true } : {}),
    baseUrl: config.apiUrl,
    siteUrl: config.siteUrl,
    mapStyleUrl: config.mapStyleUrl,
    adapters,
  });
}

/**
 * The services of one server request: nothing stored, the API reached at `apiUrl` (the demo
 * backend or the real API), the request's query for the pages that read the address, the same
 * adapters (the server reads; it never pays or geocodes). `reach` replaces the network and the
 * clock (tests: the demo backend in-process, its fixed "now").
 */
export function serverServices(
  apiUrl: string,
  requestSearch: string,
  reach: Pick<ServicesOptions, 'fetch' | 'now'> = {},
): Services {
  return createServices({
    ...reach,
    storage: null,
    baseUrl: apiUrl,
    requestSearch,
    siteUrl: config.siteUrl,
    mapStyleUrl: config.mapStyleUrl,
    adapters,
  });
}
