import { formatPrice, type Locale } from '@kurse/domain';

/**
 * Cents as euros for display: de `12,50 €`, en `€12.50`. Delegates to domain `formatPrice`, the
 * one home of the money rules. Spec: both §9 (EUR, cents / 100).
 */
export function formatMoney(cents: number, locale: Locale): string {
  return formatPrice(cents, locale);
}
