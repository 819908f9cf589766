import {
  isLocaleLoaded,
  isNamespaceLoaded,
  loadLocale,
  loadNamespaces,
  type LazyNamespace,
  type Locale,
} from '@kurse/i18n';

/**
 * The namespaces of the catalogue the components read beyond its core (which loads with the
 * locale): a card names its course's provider and town, the booking summary its lines.
 */
export const UI_NAMESPACES: readonly LazyNamespace[] = [
  'blog',
  'booking',
  'contracts',
  'course',
  'provider',
  'search',
  'states',
];

export const textsLoaded = (locale: Locale) =>
  isLocaleLoaded(locale) && UI_NAMESPACES.every((name) => isNamespaceLoaded(locale, name));

/** Loads the locale's core and the components' namespaces ({@link UI_NAMESPACES}). */
export async function loadTexts(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await loadNamespaces(UI_NAMESPACES);
}
