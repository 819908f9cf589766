/**
 * The app's services in one object: stores, the API client bound to the session, the view pixel,
 * page views, click-outs, the address service and the video lookup. Created once by the app (or per story and test).
 */
import { createApiClient, memoryStore, type ApiClient } from '@kurse/api-client';
import type { TrackingKind } from '@kurse/domain';
import type { Geocoder } from '../geo/geocoder';
import { lazyGeocoder } from '../geo/lazy-geocoder';
import { createPageViews, type PageView } from '../platform/analytics';
import { createViewTracker, reportForwarded } from '../platform/tracking';
import { lazyVideoLookup, type VideoLookup, type VideoLookupMode } from '../video/video-lookup';
import {
  createStores,
  fingerprintStore,
  sessionTokenStore,
  type PersistStorage,
  type Stores,
} from '../state';
import type { Reads, ReadsSnapshot } from '../loader/reads';
import { siteLinks, type SiteLinks } from './site-links';

/** How PayPal runs: its JS SDK, or the offline demo. */
export type PayPalMode = 'sdk' | 'demo';

/** Everything connected components need besides React context values. */
export interface Services {
  stores: Stores;
  api: ApiClient;
  /** Fires the view pixel for an item, at most once per hour. */
  track: (kind: TrackingKind, id: string | number) => boolean;
  /** Sends a page view unless opted out. */
  pageView: (path: string, title: string) => boolean;
  /** Reports a click-out to a provider's own site or social link. */
  forwarded: (slug: string) => void;
  /** Addresses on the marketing site. */
  links: SiteLinks;
  /** Address suggestions and geocoding. */
  geo: Geocoder;
  /** A MapLibre style URL for every map; null draws the style bundled with the app. */
  mapStyleUrl: string | null;
  /** The clock (a fixed one in stories and tests), for rules that depend on the time. */
  now: () => Date;
  /** The card payment provider's public key: Stripe when set, the offline demo gateway when null. */
  stripePublicKey: string | null;
  /** PayPal through its JS SDK (with each provider's client id), or the offline demo. */
  paypal: PayPalMode;
  /** The video lookup of room pages: the API's (demo backend) or Vimeo's oEmbed. */
  video: VideoLookup;
  /**
   * The loader runtime's cache of this app (every read of the API: shared, cancelled when
   * superseded, shape-checked, kept), made on the first read (`readsOf`), so pages without reads
   * do not load its code; `snapshot` holds what a server read for the page.
   */
  loads: { reads: Reads | null; snapshot: ReadsSnapshot };
}

/** Options of {@link createServices}. */
export interface ServicesOptions {
  /** Persistent storage (`localStorage`); `null` keeps everything in memory. @default null */
  storage?: (PersistStorage & Pick<Storage, 'removeItem'>) | null;
  /** API root. @default '/api' */
  baseUrl?: string;
  /** The fetch the client uses (tests: the demo backend in-process). */
  fetch?: (request: Request) => Promise<Response>;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** The analytics service; none by default. */
  sendPageView?: (view: PageView) => void;
  /** Loads the tracking pixel. @default an Image */
  loadPixel?: (url: string) => void;
  /** Base of the marketing site. @default DEFAULT_SITE_URL */
  siteUrl?: string;
  /** The address service (stories and tests). @default from `geocoderUrl` */
  geocoder?: Geocoder;
  /**
   * A Photon server's root for real addresses. @default null: the API's gazetteer (the demo
   * backend's). Either implementation loads on the first lookup.
   */
  geocoderUrl?: string | null;
  /** A MapLibre style URL (a tile service). @default null: the bundled offline style */
  mapStyleUrl?: string | null;
  /** Stripe's public key. @default null: payments go through the offline demo gateway */
  stripePublicKey?: string | null;
  /** How PayPal runs. @default 'demo': the offline PayPal */
  paypal?: PayPalMode;
  /**
   * Where room videos are looked up. @default 'demo': the API's `/video/lookup` (the demo
   * backend's); 'vimeo' asks Vimeo's oEmbed endpoint. Either loads on the first lookup.
   */
  video?: VideoLookupMode;
  /** The answers a server read for this page (its hydration data). @default none */
  readsSnapshot?: ReadsSnapshot;
}

/** The key under which the device fingerprint is kept (discovery §6). */
export const FINGERPRINT_STORAGE_KEY = 'kurse.fingerprint';

/** Creates the services. */
export function createServices(options: ServicesOptions = {}): Services {
  const { storage = null, now = () => new Date() } = options;
  const stores = createStores({ storage, now });
  const api = createApiClient({
    baseUrl: options.baseUrl ?? '/api',
    fetch: options.fetch,
    tokenStore: sessionTokenStore(stores),
    fingerprintStore: storage ? fingerprintStore(storage, FINGERPRINT_STORAGE_KEY) : memoryStore(),
    now: () => now().getTime(),
  });
  return {
    stores,
    api,
    track: createViewTracker({
      api,
      storage,
      now: () => now().getTime(),
      load: options.loadPixel,
    }),
    pageView: createPageViews({ send: options.sendPageView }),
    forwarded: (slug) => reportForwarded(api, slug),
    links: siteLinks(options.siteUrl),
    geo: options.geocoder ?? defaultGeocoder(api, options.geocoderUrl ?? null),
    mapStyleUrl: options.mapStyleUrl ?? null,
    stripePublicKey: options.stripePublicKey ?? null,
    paypal: options.paypal ?? 'demo',
    video: defaultVideoLookup(api, options.video ?? 'demo'),
    loads: { reads: null, snapshot: options.readsSnapshot ?? {} },
    now,
  };
}

/** Vimeo's oEmbed or the API's video lookup; loaded on first use. */
function defaultVideoLookup(api: ApiClient, mode: VideoLookupMode): VideoLookup {
  return lazyVideoLookup(() =>
    mode === 'vimeo'
      ? import('../video/vimeo-video-lookup').then((m) => m.vimeoVideoLookup())
      : import('../video/api-video-lookup').then((m) => m.apiVideoLookup(api)),
  );
}

/** Photon when a server is configured, the API's gazetteer otherwise; loaded on first use. */
function defaultGeocoder(api: ApiClient, url: string | null): Geocoder {
  return lazyGeocoder(() =>
    url
      ? import('../geo/photon-geocoder').then((m) => m.photonGeocoder({ url }))
      : import('../geo/geocoder').then((m) => m.apiGeocoder(api)),
  );
}
