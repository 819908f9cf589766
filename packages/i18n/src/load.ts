import type { Locale } from '@kurse/domain';
import type { Translation, TranslationFunctions, Translations } from './catalogue/i18n-types';
import { loadFormatters } from './catalogue/i18n-util.async';
import { i18nObject, loadedLocales } from './catalogue/i18n-util';

/**
 * Catalogue loading. Each locale is split: the core namespaces (frame, landing, every
 * `@kurse/ui` text) load with the locale; the others load with the pages that need them, in every
 * loaded locale, so a page's first load carries only its own texts in its own language.
 */

/** The translation functions (`LL`) of a locale. */
export type Messages = TranslationFunctions;

const coreLoaders: Record<Locale, () => Promise<{ default: object }>> = {
  de: () => import('./catalogue/de/core'),
  en: () => import('./catalogue/en/core'),
};

const pick =
  <K extends string>(key: K) =>
  (module: Record<K, unknown>) =>
    module[key];

/** The namespaces that load on demand, and where each lives per locale. */
const namespaceLoaders = {
  de: {
    account: () => import('./texts/de/account').then(pick('account')),
    states: () => import('./texts/de/states').then(pick('states')),
    search: () => import('./texts/de/search').then(pick('search')),
    course: () => import('./texts/de/course').then(pick('course')),
    booking: () => import('./texts/de/booking').then(pick('booking')),
    contracts: () => import('./texts/de/contracts').then(pick('contracts')),
    rooms: () => import('./texts/de/rooms').then(pick('rooms')),
    blog: () => import('./texts/de/blog').then(pick('blog')),
    provider: () => import('./texts/de/provider').then(pick('provider')),
    franchise: () => import('./texts/de/franchise').then(pick('franchise')),
  },
  en: {
    account: () => import('./texts/en/account').then(pick('account')),
    states: () => import('./texts/en/states').then(pick('states')),
    search: () => import('./texts/en/search').then(pick('search')),
    course: () => import('./texts/en/course').then(pick('course')),
    booking: () => import('./texts/en/booking').then(pick('booking')),
    contracts: () => import('./texts/en/contracts').then(pick('contracts')),
    rooms: () => import('./texts/en/rooms').then(pick('rooms')),
    blog: () => import('./texts/en/blog').then(pick('blog')),
    provider: () => import('./texts/en/provider').then(pick('provider')),
    franchise: () => import('./texts/en/franchise').then(pick('franchise')),
  },
} satisfies Record<Locale, Record<string, () => Promise<unknown>>>;

/** A namespace of the catalogue that loads with the pages that need it. */
export type LazyNamespace = keyof (typeof namespaceLoaders)['de'];

/** Every on-demand namespace (Storybook, tests and tools load them all). */
export const LAZY_NAMESPACES = Object.keys(namespaceLoaders.de) as LazyNamespace[];

const isLazyNamespace = (key: PropertyKey): key is LazyNamespace =>
  typeof key === 'string' && key in namespaceLoaders.de;

/** Namespaces some page asked for: a locale loaded later loads them too. */
const wanted = new Set<LazyNamespace>();
/** The translation functions per loaded locale, rebuilt whenever a namespace arrives. */
const current: Partial<Record<Locale, Messages>> = {};
/** Pending loads, so concurrent callers share one request. */
const pending = new Map<string, Promise<void>>();

const once = (key: string, load: () => Promise<void>): Promise<void> => {
  const running = pending.get(key) ?? load();
  pending.set(key, running);
  return running;
};

const merge = (locale: Locale, part: Partial<Translation>) => {
  loadedLocales[locale] = { ...loadedLocales[locale], ...part } as Translations;
  current[locale] = i18nObject(locale);
};

const loadNamespace = (locale: Locale, namespace: LazyNamespace): Promise<void> =>
  once(`${locale}:${namespace}`, async () => {
    const texts = await namespaceLoaders[locale][namespace]();
    merge(locale, { [namespace]: texts } as Partial<Translation>);
  });

/** True when the core of `locale`'s catalogue is in memory. */
export function isLocaleLoaded(locale: Locale): boolean {
  return current[locale] !== undefined;
}

/** True when `namespace` is in memory for `locale`. */
export function isNamespaceLoaded(locale: Locale, namespace: LazyNamespace): boolean {
  return namespace in (loadedLocales[locale] ?? {});
}

/** Loads the core of `locale`'s catalogue and every namespace pages have asked for so far. */
export async function loadLocale(locale: Locale): Promise<void> {
  await once(`${locale}:core`, async () => {
    const { default: core } = await coreLoaders[locale]();
    loadFormatters(locale);
    merge(locale, core as Partial<Translation>);
  });
  await Promise.all([...wanted].map((namespace) => loadNamespace(locale, namespace)));
}

/**
 * Loads namespaces for every loaded locale (and for locales loaded later). A route awaits the
 * namespaces of its page before showing it.
 */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  namespaces.forEach((namespace) => wanted.add(namespace));
  const locales = (Object.keys(current) as Locale[]).filter(isLocaleLoaded);
  await Promise.all(
    locales.flatMap((locale) => namespaces.map((namespace) => loadNamespace(locale, namespace))),
  );
}

/** Texts of the catalogue as a server hands them to the browser: the core and some namespaces. */
export type ServedTexts = Partial<Translation>;

/**
 * The texts of `locale` a page reads, to send with a server-rendered page: the core and the
 * page's `namespaces` (loaded before). JSON-safe.
 */
export function pageTexts(locale: Locale, namespaces: readonly LazyNamespace[]): ServedTexts {
  const texts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(loadedLocales[locale] ?? {})) {
    if (!isLazyNamespace(key) || namespaces.includes(key)) texts[key] = value;
  }
  return texts as ServedTexts;
}

/**
 * Takes the texts a server sent with its page ({@link pageTexts}) as loaded: the core of
 * `locale` and those namespaces are not fetched again (nor, once wanted, in another locale's
 * absence). A locale loaded later loads its own.
 */
export function provideTexts(locale: Locale, texts: ServedTexts): void {
  const namespaces = Object.keys(texts).filter(isLazyNamespace);
  loadFormatters(locale);
  merge(locale, texts);
  pending.set(`${locale}:core`, Promise.resolve());
  for (const namespace of namespaces) {
    wanted.add(namespace);
    pending.set(`${locale}:${namespace}`, Promise.resolve());
  }
}

/** Loads the whole catalogue of each locale (Storybook, tests, tools of other teams). */
export async function loadCatalogues(locales: readonly Locale[] = ['de', 'en']): Promise<void> {
  await Promise.all(locales.map(loadLocale));
  await loadNamespaces(LAZY_NAMESPACES);
}

const proxies: Partial<Record<Locale, Messages>> = {};

/**
 * The translation functions for `locale`, for code outside React (other teams, tests); always the
 * latest loaded texts. Falls back to German while `locale` is not loaded. Reading a namespace that
 * is not loaded throws, naming it: the page must list it (`loadNamespaces`).
 */
export function messagesFor(locale: Locale): Messages {
  proxies[locale] ??= new Proxy({} as Messages, {
    get: (_, key) => {
      const shown = isLocaleLoaded(locale) ? locale : 'de';
      const messages = current[shown];
      if (!messages) {
        throw new Error(`The ${shown} catalogue is not loaded yet: await loadLocale('${shown}').`);
      }
      if (isLazyNamespace(key) && !isNamespaceLoaded(shown, key)) {
        throw new Error(`The texts of "${key}" are not loaded: await loadNamespaces(['${key}']).`);
      }
      return messages[key as keyof Messages];
    },
  });
  return proxies[locale];
}
