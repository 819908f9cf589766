import { preferredLocale, type Locale } from '@kurse/domain';
import { useEffect, useState } from 'react';
import { messages } from './messages';

/** The minimal shell page: brand, tagline and the language toggle. */
export function App() {
  const [locale, setLocale] = useState<Locale>(() => preferredLocale(navigator.language));
  const t = messages[locale];

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <main className="shell">
      <h1 className="shell__brand">{t.brand}</h1>
      <p className="shell__tagline">{t.tagline}</p>
      <button
        type="button"
        className="shell__toggle"
        lang={locale === 'de' ? 'en' : 'de'}
        onClick={() => setLocale(locale === 'de' ? 'en' : 'de')}
      >
        {t.switchTo}
      </button>
    </main>
  );
}
