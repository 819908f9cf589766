/**
 * The server's entry: renders one request's page with React's streaming renderer. The route
 * module's `load` runs first (through the request's own loader runtime), so the page renders with
 * its data, the head names the document, and the answers travel with the HTML for the client to
 * take over. Everything is made per request: services, stores, the read cache.
 */
import { frameRules, isIndexed, matchRoute, pathOfRoute, type Locale } from '@kurse/domain';
import {
  providerRead,
  readsOf,
  seedProvider,
  statusOf,
  type Head,
  type Loaded,
  type Read,
  type ReadsSnapshot,
  type ServicesOptions,
  type Site,
} from '@kurse/features';
import { loadLocale, messagesFor, pageTexts, type LazyNamespace } from '@kurse/i18n';
import { StrictMode } from 'react';
import type { Readable } from 'node:stream';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App';
import { documentParts, documentStream } from './page-document';
import { requestLocale } from './request-locale';
import { installServerDom } from './server-dom';
import { serverServices } from './services';
import { providerScope, routeModule } from './route-modules';
import { routeOf } from './routes';

installServerDom();

/** What one request asks the renderer for. */
export interface RenderRequest {
  /** The path and query of the page (`/anbieter/courses/1?x=1`). */
  url: string;
  locale: Locale;
  /** The API's root as the server reaches it. */
  apiUrl: string;
  /** A `Cookie` header the page's reads send to the API (the demo backend's scenarios). */
  apiCookie?: string;
  /** The site's public origin (`https://kurse.example`): canonical and preview addresses. */
  origin: string;
  /** Cancels the loads when the visitor goes. */
  signal: AbortSignal;
  /** Replaces the network and the clock (tests: the demo backend in-process). */
  reach?: Pick<ServicesOptions, 'fetch' | 'now'>;
}

/** The rendered page: status, head, the answers for the client and the stream of the body. */
export interface Rendered {
  status: number;
  /** The page's head; its canonical address is set for an indexed page that was found. */
  head: Head | null;
  /** Whether search engines may index the page (domain `isIndexed`, and found). */
  indexed: boolean;
  /** The loader runtime's answers, for the client to take over. */
  reads: ReadsSnapshot;
  /** The catalogue's namespaces the page reads (sent with it). */
  namespaces: readonly LazyNamespace[];
  stream: (callbacks: {
    onShellReady?: () => void;
    onAllReady?: () => void;
    onError?: (error: unknown) => void;
  }) => PipeableStream;
}

/** A fetch that sends `cookie` with every request. */
function withCookie(
  cookie: string,
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
) {
  return (request: Request) => {
    const sent = new Request(request);
    sent.headers.set('cookie', cookie);
    return send(sent);
  };
}

/** Renders the page of `request`. */
export async function render(request: RenderRequest): Promise<Rendered> {
  const address = new URL(request.url, 'http://localhost');
  const { kind, params } = matchRoute(address.pathname);
  const services = serverServices(request.apiUrl, address.search, {
    ...request.reach,
    ...(request.apiCookie ? { fetch: withCookie(request.apiCookie, request.reach?.fetch) } : {}),
  });
  const reads = readsOf(services);
  // The locale first: a module's texts load for every locale loaded.
  await loadLocale(request.locale);
  const [module] = await Promise.all([
    routeModule(routeOf(kind)),
    frameRules(kind).providerScoped ? providerScope() : null,
  ]);
  const context = {
    params,
    query: address.searchParams,
    locale: request.locale,
    api: services.api,
    signal: request.signal,
    now: services.now,
    read: <T,>(read: Read<T>) => reads.fetch(read, request.signal),
  };
  // A provider-scoped page shows once its provider is read (the scope reads it in the browser).
  const slug = frameRules(kind).providerScoped ? (params.slug ?? null) : null;
  // A personal page reads nothing here: its content is the browser's (Shell).
  const { personal } = frameRules(kind);
  const [scope, loaded] = await Promise.all([
    slug === null ? null : context.read(providerRead(slug)),
    module.load && !personal ? module.load(context) : ({ status: 200 } satisfies Loaded),
  ]);
  const status = kind === 'notFound' || (scope && statusOf(scope) === 404) ? 404 : loaded.status;
  if (slug !== null) seedProvider(services, slug);
  const LL = messagesFor(request.locale);
  const site: Site = { url: (path) => new URL(path, request.origin).href };
  const named = module.head ? module.head(loaded, LL, site) : null;
  const indexed = status === 200 && isIndexed(kind);
  const path = indexed ? pathOfRoute(kind, params) : null;
  const head = named && path !== null ? { canonical: site.url(path), ...named } : named;
  return {
    status,
    head,
    indexed,
    reads: reads.snapshot(),
    namespaces: module.namespaces,
    stream: (callbacks) =>
      renderToPipeableStream(
        <StrictMode>
          <Router ssrPath={address.pathname} ssrSearch={address.search}>
            <App services={services} initialLocale={request.locale} storage={null} />
          </Router>
        </StrictMode>,
        {
          onShellReady: callbacks.onShellReady,
          onAllReady: callbacks.onAllReady,
          onError: callbacks.onError,
          // The page in one piece: content moved out of place until a script runs is invisible to
          // crawlers, link previews and browsers without JavaScript.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      ),
  };
}

/** A page request as the server receives it. */
export interface DocumentRequest {
  /** The build's `index.html`. */
  template: string;
  /** The path and query. */
  url: string;
  /** The site's origin (absolute URLs in the head). */
  origin: string;
  cookie?: string;
  acceptLanguage?: string;
  apiUrl: string;
  /** A `Cookie` header the page's reads send to the API. */
  apiCookie?: string;
  signal: AbortSignal;
  /** Told of a render error (for the log). */
  onError?: (error: unknown) => void;
}

/** The answer to a page request: status, headers and the streaming body. */
export interface DocumentAnswer {
  status: number;
  headers: Record<string, string>;
  body: Readable | string;
}

// Public pages: a CDN keeps them a minute and serves them stale for five more while it asks
// again; a missing page briefly. Personal pages and failures: nobody keeps them.
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const MISSING_CACHE = 'public, max-age=0, s-maxage=10';
const PERSONAL_CACHE = 'private, no-store';
// A page the API failed to give (503) is asked for again, never kept.
const FAILED_CACHE = 'no-store';
const CACHE_BY_STATUS: Readonly<Record<number, string>> = { 200: PUBLIC_CACHE, 404: MISSING_CACHE };

/**
 * Renders the document of a page request: the page in the request's language with its data,
 * head and state; a personal page's document is its frame (its content is the client's), kept
 * by nobody.
 */
export async function renderDocument(request: DocumentRequest): Promise<DocumentAnswer> {
  const locale = requestLocale(request.cookie, request.acceptLanguage);
  const headers = { vary: 'Accept-Language, Cookie', 'content-language': locale };
  const { kind } = matchRoute(new URL(request.url, request.origin).pathname);
  const rendered = await render({
    url: request.url,
    locale,
    apiUrl: request.apiUrl,
    ...(request.apiCookie ? { apiCookie: request.apiCookie } : {}),
    origin: request.origin,
    signal: request.signal,
  });
  const parts = documentParts(
    request.template,
    { locale, reads: rendered.reads, texts: pageTexts(locale, rendered.namespaces) },
    { ...rendered, siteName: messagesFor(locale).common.brand() },
  );
  return {
    status: rendered.status,
    headers: {
      ...headers,
      'cache-control': frameRules(kind).personal
        ? PERSONAL_CACHE
        : (CACHE_BY_STATUS[rendered.status] ?? FAILED_CACHE),
    },
    body: documentStream(rendered, parts, request.onError ?? (() => {})),
  };
}

export { robotsTxt, sitemapFiles, sitemapUrls } from './crawl';
