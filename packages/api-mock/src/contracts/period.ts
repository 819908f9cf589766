/** Billing periods of products (transactions §3 Product interval). */
import type { Schemas } from '../db/types';

/** `date` moved forward by `count` intervals (calendar months and years in UTC). */
export function addInterval(
  date: Date,
  type: Schemas['IntervalType'] | null | undefined,
  count: number | null | undefined,
): Date {
  const n = count && count > 0 ? count : 1;
  const next = new Date(date.getTime());
  switch (type ?? 'month') {
    case 'day':
      next.setUTCDate(next.getUTCDate() + n);
      break;
    case 'week':
      next.setUTCDate(next.getUTCDate() + 7 * n);
      break;
    case 'year':
      next.setUTCFullYear(next.getUTCFullYear() + n);
      break;
    default:
      next.setUTCMonth(next.getUTCMonth() + n);
  }
  return next;
}
