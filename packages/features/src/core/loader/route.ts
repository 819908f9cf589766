/**
 * The shape of every route of the app: a route module of a slice. `load` reads what the page
 * needs for its first screen through the loader runtime (so the page then finds it kept, on the
 * server and in the client), `Page` renders it, `head` names the document, `namespaces` are the
 * catalogue parts the page reads beyond the core. ARCHITECTURE "A route module".
 */
import type { ApiClient } from '@kurse/api-client';
import type { JsonLd, Locale, RouteKind } from '@kurse/domain';
import type { LazyNamespace, TranslationFunctions } from '@kurse/i18n';
import type { ComponentType } from 'react';
import type { Read, Settled } from './reads';

/** What every page receives from the route table. */
export interface PageProps {
  /** The route's named parameters (`slug`, `id`, …). */
  params: Readonly<Record<string, string>>;
  /** The route's kind (one page may serve several kinds: the profile's tabs). */
  kind: RouteKind;
}

/** What a route's `load` is given: no DOM, no window, no module-level state. */
export interface LoadContext {
  params: Readonly<Record<string, string>>;
  /** The address's query. */
  query: URLSearchParams;
  locale: Locale;
  api: ApiClient;
  /** Cancels the load (the visitor went on, or the server request ended). */
  signal: AbortSignal;
  /** The services' clock: "today" is taken from it (Europe/Berlin), never from the machine. */
  now: () => Date;
  /** Reads through the loader runtime: the page's own `useRead` of the same read finds it kept. */
  read: <T>(read: Read<T>) => Promise<Settled<T>>;
}

/**
 * The document's head of a page: its title, the description and image link previews show, and
 * its schema.org facts (JSON-LD). The canonical address follows from the route (domain
 * `routePath`) unless the head names another.
 */
export interface Head {
  title: string;
  description?: string;
  /** An absolute image URL (link previews need one). */
  image?: string;
  canonical?: string;
  structuredData?: readonly JsonLd[];
}

/** Where the site is: `url` makes a path absolute (structured data and previews need that). */
export interface Site {
  url: (path: string) => string;
}

/** What `load` found out besides the kept answers: whether the page exists. */
export interface Loaded {
  /**
   * 404 when what the address names does not exist; 503 when the API failed to say (the page
   * shows its error with a retry); 200 otherwise.
   */
  status: 200 | 404 | 503;
  /** The data `head` names the document with. */
  data?: unknown;
}

/** One route: see the file's comment. */
export interface RouteModule {
  namespaces: readonly LazyNamespace[];
  load?: (context: LoadContext) => Promise<Loaded>;
  head?: (loaded: Loaded, LL: TranslationFunctions, site: Site) => Head | null;
  Page: ComponentType<PageProps>;
}

/**
 * The status of a read's answer for a route: 404 when the API says so; 503 when the API failed
 * (a server error, no answer, an answer of the wrong shape); 200 otherwise, also for the API's
 * other refusals, which the page shows as its own state (an expired room, a missing login).
 */
export const statusOf = (settled: Settled<unknown>): Loaded['status'] => {
  if (settled.ok) return 200;
  const { kind, status } = settled.error;
  if (kind === 'http' && status === 404) return 404;
  return (kind === 'http' || kind === 'redirect') && status < 500 ? 200 : 503;
};

/**
 * The status of a page that is there whatever the read finds (a search: no results are an
 * answer, not a missing page): 503 when the API failed, else 200.
 */
export const statusOfSearch = (settled: Settled<unknown>): 200 | 503 =>
  statusOf(settled) === 503 ? 503 : 200;
