import { ErrorBoundary, ServicesProvider, type Services } from '@kurse/features';
import { I18nProvider, storeLocale, type Locale, type LocaleStorage } from '@kurse/i18n';
import { ToastHost, UiProvider } from '@kurse/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { localeCookie } from './request-locale';
import { Shell } from './Shell';

/** Props of {@link App}. */
export interface AppProps {
  services: Services;
  initialLocale: Locale;
  storage: LocaleStorage | null;
}

/**
 * The providers every page needs: texts, router, services and stores; then the shell. Once it
 * runs in the browser, the document says so (`<html data-hydrated>`): a page the server rendered
 * has been taken over and answers clicks and typing.
 */
export function App({ services, initialLocale, storage }: AppProps) {
  const [locale, setLocale] = useState(initialLocale);
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
  }, []);
  const [location, navigate] = useLocation();
  const changeLocale = useCallback(
    (next: Locale) => {
      storeLocale(storage, next);
      // The server renders the next page in the chosen language too.
      document.cookie = localeCookie(next);
      setLocale(next);
    },
    [storage],
  );
  return (
    <I18nProvider locale={locale} onLocaleChange={changeLocale}>
      <UiProvider navigate={navigate}>
        <ServicesProvider services={services} navigate={navigate}>
          <ErrorBoundary api={services.errors} resetKey={location}>
            <Shell />
          </ErrorBoundary>
          <ToastHost />
        </ServicesProvider>
      </UiProvider>
    </I18nProvider>
  );
}
