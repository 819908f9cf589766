/**
 * The server's entry: renders one request's page with React's streaming renderer. The route
 * module's `load` runs first (through the request's own loader runtime), so the page renders with
 * its data, the head names the document, and the answers travel with the HTML for the client to
 * take over. Everything is made per request: services, stores, the read cache.
 */
import { frameRules, matchRoute, type Locale } from '@kurse/domain';
import {
  providerRead,
  readsOf,
  seedProvider,
  statusOf,
  type Head,
  type Loaded,
  type Read,
  type ServicesOptions,
} from '@kurse/features';
import { loadLocale, messagesFor } from '@kurse/i18n';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App';
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
  /** Cancels the loads when the visitor goes. */
  signal: AbortSignal;
  /** Replaces the network and the clock (tests: the demo backend in-process). */
  reach?: Pick<ServicesOptions, 'fetch' | 'now'>;
}

/** The rendered page: status, head, the answers for the client and the stream of the body. */
export interface Rendered {
  status: number;
  head: Head | null;
  /** The loader runtime's answers, for the client to take over (JSON). */
  data: string;
  stream: (callbacks: {
    onShellReady?: () => void;
    onAllReady?: () => void;
    onError?: (error: unknown) => void;
  }) => PipeableStream;
}

/** Renders the page of `request`. */
export async function render(request: RenderRequest): Promise<Rendered> {
  const address = new URL(request.url, 'http://localhost');
  const { kind, params } = matchRoute(address.pathname);
  const services = serverServices(request.apiUrl, address.search, request.reach);
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
  const [scope, loaded] = await Promise.all([
    slug === null ? null : context.read(providerRead(slug)),
    module.load ? module.load(context) : ({ status: 200 } satisfies Loaded),
  ]);
  const status = kind === 'notFound' || (scope && statusOf(scope) === 404) ? 404 : loaded.status;
  if (slug !== null) seedProvider(services, slug);
  const LL = messagesFor(request.locale);
  const head = module.head ? module.head(loaded, LL) : null;
  return {
    status,
    head,
    data: JSON.stringify(reads.snapshot()),
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
