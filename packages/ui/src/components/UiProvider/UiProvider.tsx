import { useI18n } from '@kurse/i18n';
import { useEffect, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider, RouterProvider } from 'react-aria-components';
import { watchStaleAnnouncements } from '../../lib/live-announcer';

/** The BCP 47 tag react-aria formats with: German as spoken in Germany, English in Britain (euro, 24 h). */
const ariaLocale = { de: 'de-DE', en: 'en-GB' } as const;

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
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
 * Everything @kurse/ui's components read from their surroundings: react-aria's locale (following
 * `@kurse/i18n`'s active locale, for its built-in labels and number and date formats) and the
 * router. Put it once inside `I18nProvider`. It also keeps react-aria's live announcer free of
 * entries that name elements no longer on the page (see `clearStaleAnnouncements`).
 */
export function UiProvider({ navigate, useHref, children }: UiProviderProps) {
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
