import type { Locale } from '@kurse/domain';

/** The shell page's own texts until the shared catalogue replaces them. */
export const messages = {
  de: { brand: 'Kurse', tagline: 'Kurse einfach machen', switchTo: 'English' },
  en: { brand: 'Kurse', tagline: 'Making courses simple', switchTo: 'Deutsch' },
} satisfies Record<Locale, Record<string, string>>;
