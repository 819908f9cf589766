import type { Locale } from '@kurse/domain';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isLocaleLoaded, loadLocale, messagesFor, type Messages } from './load';

/** What {@link useI18n} gives: the active locale, its texts (`LL`) and the switch. */
export interface I18nValue {
  locale: Locale;
  LL: Messages;
  setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18nValue>({
  locale: 'de',
  LL: messagesFor('de'),
  setLocale: () => undefined,
});

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The locale to show. A change loads its catalogue first, keeping the old texts meanwhile. */
  locale: Locale;
  /** Called when a component asks to switch (the language toggle). */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

/**
 * Gives every component below the texts of `locale` and keeps `<html lang>` in step with the
 * locale actually shown. Spec: discovery §1 (German default, English, visible toggle).
 */
export function I18nProvider({ locale, onLocaleChange, children }: I18nProviderProps) {
  const [shown, setShown] = useState<Locale>(() => (isLocaleLoaded(locale) ? locale : 'de'));

  useEffect(() => {
    let current = true;
    void loadLocale(locale).then(() => {
      if (current) setShown(locale);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);

  const value = useMemo<I18nValue>(
    () => ({ locale: shown, LL: messagesFor(shown), setLocale: (next) => onLocaleChange?.(next) }),
    [shown, onLocaleChange],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The active locale, its texts and the switch. Outside a provider: German, no switch. */
export function useI18n(): I18nValue {
  return useContext(I18nContext);
}
