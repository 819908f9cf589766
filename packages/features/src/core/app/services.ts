/**
 * The app's services in one object: stores, the API client bound to the session, the view pixel,
 * click-outs, and the ports of the third-party adapters (address service, video lookup, payments,
 * analytics, tracking, error reports). Created once by the app (or per story and test). The
 * adapters' implementations live in `@kurse/adapters`; the composition root
 * (`apps/web/src/services.ts`, or the test kit) chooses them and passes them in: this package
 * imports only their types.
 */
import type { PageViews } from '@kurse/adapters/analytics';
import type { ErrorReports } from '@kurse/adapters/errors';
import type { Geocoder } from '@kurse/adapters/geocoder';
import type { Payments } from '@kurse/adapters/payments';
import type { Tracking } from '@kurse/adapters/tracking';
import type { VideoLookup } from '@kurse/adapters/video';
import { createApiClient, memoryStore, type ApiClient } from '@kurse/api-client';
import type { TrackingKind } from '@kurse/domain';
import { createViewTracker } from '../platform/tracking';
import {
  createStores,
  restoreStores,
  fingerprintStore,
  sessionTokenStore,
  type PersistStorage,
  type Stores,
} from '../state';
import type { Reads, ReadsSnapshot } from '../loader/reads';
import { siteLinks, type SiteLinks } from './site-links';

/**
 * The ports of the third-party adapters, made by the composition root with the app's API client
 * (README of `@kurse/adapters`: what each one is, its real and offline implementation).
 */
export interface Adapters {
  /** Address suggestions and geocoding (Photon, or the API's gazetteer). */
  geo: Geocoder;
  /** The video lookup of room pages (Vimeo's oEmbed, or the API's lookup). */
  video: VideoLookup;
  /** Page-view analytics (a collector, or nothing). */
  pageView: PageViews;
  /** Where the view pixel and click-outs go (our API). */
  tracking: Tracking;
  /** Where client errors go (our API's `POST /err`). */
  errors: ErrorReports;
  /**
   * Loads the checkout's payment adapters (Stripe or the demo gateway, PayPal's SDK or the demo
   * PayPal) when a checkout page first asks, so no other page carries their code.
   */
  payments: () => Promise<Payments>;
}

/** Everything connected components need besides React context values. */
export interface Services {
  stores: Stores;
  api: ApiClient;
  /** Fires the view pixel for an item, at most once per hour. */
  track: (kind: TrackingKind, id: string | number) => boolean;
  /** Sends a page view unless opted out (or no analytics is configured). */
  pageView: PageViews;
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
  /**
   * Loads the checkout's payment adapters (their code is a chunk of its own: a failed load is
   * tried again by the next checkout page); the checkout pages read them with `usePayments`
   * (checkout slice).
   */
  payments: () => Promise<Payments>;
  /** Reports client errors (the error boundary, failed reads worth knowing about). */
  errors: ErrorReports;
  /** The video lookup of room pages: the API's (demo backend) or Vimeo's oEmbed. */
  video: VideoLookup;
  /**
   * The loader runtime's cache of this app (every read of the API: shared, cancelled when
   * superseded, shape-checked, kept), made on the first read (`readsOf`), so pages without reads
   * do not load its code; `snapshot` holds what a server read for the page.
   */
  loads: { reads: Reads | null; snapshot: ReadsSnapshot };
  /**
   * The query (`?…`) of the request a server renders the page for; null in the browser, where
   * the address is read from `window.location`.
   */
  requestSearch: string | null;
  /**
   * Gives stores made with `deferStored` what the storage kept (once; `ServicesProvider` calls
   * it when the client has taken a server-rendered page over). True when it restored now.
   */
  restoreStored: () => boolean;
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
  /** The third-party adapters, made with the app's API client (`@kurse/adapters`). */
  adapters: (api: ApiClient) => Adapters;
  /** Base of the marketing site. @default DEFAULT_SITE_URL */
  siteUrl?: string;
  /** A MapLibre style URL (a tile service). @default null: the bundled offline style */
  mapStyleUrl?: string | null;
  /** The answers a server read for this page (its hydration data). @default none */
  readsSnapshot?: ReadsSnapshot;
  /** On a server: the query (`?…`) of the request the page is rendered for. @default null */
  requestSearch?: string | null;
  /**
   * Start the stores at the defaults, as the server rendered the page, and read the storage
   * only on `restoreStored` (the client taking a server-rendered page over). @default false
   */
  deferStored?: boolean;
}

/** The key under which the device fingerprint is kept (discovery §6). */
export const FINGERPRINT_STORAGE_KEY = 'kurse.fingerprint';

/** Creates the services. */
export function createServices(options: ServicesOptions): Services {
  const { storage = null, now = () => new Date() } = options;
  const stores = createStores({ storage, now, deferred: options.deferStored });
  let pending = options.deferStored === true;
  const api = createApiClient({
    baseUrl: options.baseUrl ?? '/api',
    fetch: options.fetch,
    tokenStore: sessionTokenStore(stores),
    fingerprintStore: storage ? fingerprintStore(storage, FINGERPRINT_STORAGE_KEY) : memoryStore(),
    now: () => now().getTime(),
  });
  const adapters = options.adapters(api);
  return {
    stores,
    api,
    track: createViewTracker({ tracking: adapters.tracking, storage, now: () => now().getTime() }),
    pageView: adapters.pageView,
    forwarded: (slug) => adapters.tracking.forwarded(slug),
    links: siteLinks(options.siteUrl),
    geo: adapters.geo,
    mapStyleUrl: options.mapStyleUrl ?? null,
    payments: adapters.payments,
    errors: adapters.errors,
    video: adapters.video,
    loads: { reads: null, snapshot: options.readsSnapshot ?? {} },
    requestSearch: options.requestSearch ?? null,
    restoreStored: () => {
      if (!pending) return false;
      pending = false;
      restoreStores(stores, { storage, now });
      return true;
    },
    now,
  };
}
