import { I18nProvider, useI18n, type Locale } from '@kurse/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider, RouterProvider } from 'react-aria-components';
import { watchStaleAnnouncements } from '../../lib/live-announcer';
import { loadTexts, textsLoaded } from './ui-texts';

/** The BCP 47 tag react-aria formats with: German as spoken in Germany, English in Britain (euro, 24 h). */
const ariaLocale = { de: 'de-DE', en: 'en-GB' } as const;

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  /**
   * The language of the components' own texts (labels, buttons, messages), German or English.
   * Given, the provider loads those texts itself and shows its children once they are there (an
   * app outside Kurse needs nothing else); left out, the texts come from an `I18nProvider` of
   * `@kurse/i18n` above, which the app loads.
   */
  locale?: Locale;
  /**
   * Client-side navigation for internal links (`Link`, `LinkButton`, menu items with `href`);
   * without it they are plain page loads. Router-agnostic: pass your router's navigate.
   */
  navigate?: (path: string) => void;
  /** Turns a router path into the `href` shown on the anchor (base paths). @default identity */
  useHref?: (path: string) => string;
  children: ReactNode;
}

/**
 * Everything @kurse/ui's components read from their surroundings: their texts (with `locale`),
 * react-aria's locale (following `@kurse/i18n`'s active locale, for its built-in labels and number
 * and date formats) and the router. Put it once around the app (inside `I18nProvider` when the app
 * has one). It also keeps react-aria's live announcer free of entries that name elements no longer
 * on the page (see `clearStaleAnnouncements`).
 */
export function UiProvider({ locale, ...props }: UiProviderProps) {
  if (locale === undefined) return <UiSurroundings {...props} />;
  return (
    <OwnTexts locale={locale}>
      <UiSurroundings {...props} />
    </OwnTexts>
  );
}

/** The components' texts of `locale`, loaded here: nothing shows until they are there. */
function OwnTexts({ locale, children }: { locale: Locale; children: ReactNode }) {
  // The locale whose texts are loaded (once one was: a switch keeps the old texts meanwhile).
  const [ready, setReady] = useState<Locale | null>(() => (textsLoaded(locale) ? locale : null));
  useEffect(() => {
    let current = true;
    void loadTexts(locale).then(() => current && setReady(locale));
    return () => {
      current = false;
    };
  }, [locale]);
  return ready ? <I18nProvider locale={ready}>{children}</I18nProvider> : null;
}

function UiSurroundings({ navigate, useHref, children }: Omit<UiProviderProps, 'locale'>) {
  const { locale } = useI18n();
  useEffect(() => watchStaleAnnouncements(), []);
  const content = <AriaI18nProvider locale={ariaLocale[locale]}>{children}</AriaI18nProvider>;
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
