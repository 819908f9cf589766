import { sortBookings } from './booking';
import { isIsoDate } from './units';

/** Validity label key of an on-demand offer. Spec: discovery §4 On-demand validity. */
export type ValidityPeriod =
  'oneWeek' | 'twoWeeks' | 'oneMonth' | 'threeMonths' | 'sixMonths' | 'oneYear' | 'unlimited';

/** Validity in days and its label key; other values mean unlimited. Spec: discovery §4, transactions §3 Event. */
export const VALIDITY_PERIODS: Readonly<Record<number, ValidityPeriod>> = {
  7: 'oneWeek',
  14: 'twoWeeks',
  30: 'oneMonth',
  90: 'threeMonths',
  180: 'sixMonths',
  365: 'oneYear',
};

/** Label key of an on-demand validity: 7, 14, 30, 90, 180, 365 days, else unlimited. Spec: discovery §4. */
export function validityPeriod(validDays: number | null): ValidityPeriod {
  return (validDays !== null && VALIDITY_PERIODS[validDays]) || 'unlimited';
}

/** On-demand data of a booking. Spec: transactions §3 Booking (onDemand). */
export interface OnDemandAccess {
  roomId?: string | number;
  roomToken?: string;
  validDays: number;
  validUntil: string | null;
}

const berlinDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function berlinIsoDate(now: Date): string {
  const parts = Object.fromEntries(berlinDate.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Whether the room link of an on-demand booking is shown. Spec: transactions §2 On-demand tab,
 * discovery §2. Valid when `validDays` is 0 or `validUntil` is not past (equal to `now` is valid).
 * A date-only `validUntil` (`YYYY-MM-DD`) is valid through that whole day in Europe/Berlin.
 * A missing or unparseable `validUntil` with `validDays` above 0 counts as valid: the server is
 * the authority and answers 410 for an expired room.
 */
export function isOnDemandAccessValid(
  i: { validDays: number; validUntil: string | null },
  now: Date,
): boolean {
  if (i.validDays === 0 || !i.validUntil) return true;
  if (isIsoDate(i.validUntil)) return i.validUntil >= berlinIsoDate(now);
  const until = Date.parse(i.validUntil);
  return Number.isNaN(until) || until >= now.getTime();
}

/** One entry of the on-demand tab. Spec: transactions §2 On-demand tab. */
export interface OnDemandItem<T> {
  booking: T;
  onDemand: OnDemandAccess;
  /** The valid-until date is shown when validDays is above 0. */
  showValidUntil: boolean;
}

/**
 * Entries of the on-demand tab: bookings having onDemand data, newest first by `createdAt`.
 * Spec: transactions §2 On-demand tab, discovery §2. Check the link with {@link isOnDemandAccessValid}.
 */
export function onDemandItems<
  T extends { createdAt?: string | null; onDemand?: OnDemandAccess | null },
>(bookings: readonly T[]): OnDemandItem<T>[] {
  return sortBookings(bookings).flatMap((booking) =>
    booking.onDemand
      ? [{ booking, onDemand: booking.onDemand, showValidUntil: booking.onDemand.validDays > 0 }]
      : [],
  );
}
