/**
 * The shape of every route of the app: a route module of a slice. `load` reads what the page
 * needs for its first screen through the loader runtime (so the page then finds it kept, on the
 * server and in the client), `Page` renders it, `head` names the document, `namespaces` are the
 * catalogue parts the page reads beyond the core. ARCHITECTURE "A route module".
 */
import type { ApiClient } from '@kurse/api-client';
import type { Locale, RouteKind } from '@kurse/domain';
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

/** The document's head of a page. */
export interface Head {
  title: string;
  description?: string;
  image?: string;
  canonical?: string;
}

/** What `load` found out besides the kept answers: whether the page exists. */
export interface Loaded {
  /** 404 when what the address names does not exist; 200 otherwise. */
  status: 200 | 404;
  /** The data `head` names the document with. */
  data?: unknown;
}

/** One route: see the file's comment. */
export interface RouteModule {
  namespaces: readonly LazyNamespace[];
  load?: (context: LoadContext) => Promise<Loaded>;
  head?: (loaded: Loaded, LL: TranslationFunctions) => Head | null;
  Page: ComponentType<PageProps>;
}

/** The status of a read's answer for a route: 404 when the API says so, else 200. */
export const statusOf = (settled: Settled<unknown>): 200 | 404 =>
  !settled.ok && settled.error.kind === 'http' && settled.error.status === 404 ? 404 : 200;
