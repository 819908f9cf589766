import { berlinDate } from './berlin-time';
import { sortBookings } from './booking';
import { isIsoDate, type IsoDateTime } from './units';

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
  if (isIsoDate(i.validUntil)) return i.validUntil >= berlinDate(now);
  const until = Date.parse(i.validUntil);
  return Number.isNaN(until) || until >= now.getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an on-demand access bought (paid) at `paidAt` ends: `validDays` days later (an ISO
 * date-time, shown as its date in Europe/Berlin); null for an unlimited access (0 or a validity
 * not offered). The one rule behind every "valid until": the booking's on-demand data and the
 * room's answer for that booking. Spec: transactions §3 Event (validity in days), §2 Room,
 * On-demand tab; discovery §4 On-demand validity.
 */
export function onDemandValidUntil(validDays: number | null, paidAt: Date): IsoDateTime | null {
  if (validDays === null || validityPeriod(validDays) === 'unlimited') return null;
  return new Date(paidAt.getTime() + validDays * DAY_MS).toISOString() as IsoDateTime;
}

/**
 * The "valid until" date an on-demand access shows (the room's header and the on-demand tab
 * alike): its `validUntil` when `validDays` is above 0, else none (unlimited).
 * Spec: transactions §2 On-demand tab ("valid-until date when validDays is above 0"), Room.
 */
export function shownValidUntil(access: {
  validDays?: number | null;
  validUntil?: string | null;
}): string | null {
  return (access.validDays ?? 0) > 0 && access.validUntil ? access.validUntil : null;
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
      ? [
          {
            booking,
            onDemand: booking.onDemand,
            showValidUntil: shownValidUntil(booking.onDemand) !== null,
          },
        ]
      : [],
  );
}
