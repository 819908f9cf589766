/**
 * The language of a page request, decided on the server as the client decides it: the visitor's
 * choice (the language toggle's cookie), else the first language the browser asks for (German
 * unless it does not start with `de`, domain `preferredLocale`). Spec: discovery §1.
 */
import { isLocale, preferredLocale, type Locale } from '@kurse/domain';
import { LOCALE_STORAGE_KEY } from '@kurse/i18n';

/** The cookie the language toggle writes (and the server reads). */
export const LOCALE_COOKIE = LOCALE_STORAGE_KEY;

/** The `Set-Cookie`-style text that remembers `locale` for a year, for the whole site. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The request's locale from its `Cookie` and `Accept-Language` headers. */
export function requestLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && value && isLocale(value)) return value;
  }
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0];
  return preferredLocale(first);
}
