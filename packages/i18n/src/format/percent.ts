import type { Locale } from '@kurse/domain';
import { INTL_LOCALES, cached, plainSpaces } from './intl';

/**
 * A rate as a percentage, up to one decimal: de `19 %`, en `19%` (the VAT line of the booking
 * summary, percent vouchers). Spec: transactions §2 Booking form content, §9.
 */
export function formatPercent(rate: number, locale: Locale): string {
  const format = cached(
    `percent|${locale}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 }),
  );
  return plainSpaces(format.format(rate));
}
