import type { Messages } from '@kurse/i18n';

/**
 * The price line of a card: a single price, "from – to" when the prices differ, "ab …" with only
 * a lowest price, "free" for 0; nothing without prices. Spec: discovery §3 Course (priceFrom,
 * priceTo in cents), §9 (euro, cents divided by 100).
 */
export function priceText(
  LL: Messages,
  money: (cents: number) => string,
  from: number | null | undefined,
  to: number | null | undefined,
): string | null {
  if (from == null) return null;
  const amount = (cents: number) => (cents === 0 ? LL.common.free() : money(cents));
  if (to == null) return LL.common.priceFrom({ price: amount(from) });
  if (to <= from) return amount(from);
  return LL.common.priceRange({ from: amount(from), to: amount(to) });
}
