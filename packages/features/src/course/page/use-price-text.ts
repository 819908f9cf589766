import type { Course } from '@kurse/api-client';
import { useFormat, useI18n } from '@kurse/i18n';

/** The price line: one price, or the range from the cheapest to the dearest offer. */
export function usePriceText(course: Pick<Course, 'priceFrom' | 'priceTo'>): string | null {
  const { LL } = useI18n();
  const format = useFormat();
  const { priceFrom: from, priceTo: to } = course;
  if (from == null && to == null) return null;
  if (from == null || to == null || from === to) {
    const price = from ?? to ?? 0;
    return price <= 0 ? LL.common.free() : format.money(price);
  }
  return LL.common.priceRange({ from: format.money(from), to: format.money(to) });
}
