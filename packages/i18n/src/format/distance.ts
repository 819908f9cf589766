import { formatDistanceKm, type Locale } from '@kurse/domain';
import { INTL_LOCALES, cached, plainSpaces } from './intl';

/**
 * A distance in km for display. With 2 decimals (default) it is domain `formatDistanceKm`'s value,
 * as on map location cards: de `1,25 km`, en `1.25 km`; with 0 decimals a whole number, as on the
 * distance badge (pass domain `distanceBadge`'s value): `12 km`. Spec: discovery §2 Map search, §9.
 */
export function formatKm(distance: number, locale: Locale, decimals: 0 | 2 = 2): string {
  const value = decimals === 2 ? formatDistanceKm(distance) : Math.round(distance);
  const format = cached(
    `km|${locale}|${decimals}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: 'unit',
        unit: 'kilometer',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  );
  return plainSpaces(format.format(value));
}
