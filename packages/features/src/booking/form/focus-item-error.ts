import type { BookingItem } from '@kurse/api-client';
import type { ValidationError } from '@kurse/domain';

/**
 * Puts focus on the first control of the first item (in `items` order) that has an error, e.g.
 * after the booking form found unanswered mandatory items; answers whether there was one.
 * Spec: transactions §5 (booking item questions).
 */
export function focusFirstItemError(
  root: ParentNode,
  items: readonly BookingItem[],
  errors: Readonly<Record<number, ValidationError | undefined>>,
): boolean {
  const first = items.find((item) => errors[item.id]);
  if (!first) return false;
  root
    .querySelector(`[data-booking-item="${first.id}"]`)
    ?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled)')
    ?.focus();
  return true;
}
