import type { Booking } from '@kurse/api-client';
import { onDemandItems, type OnDemandAccess, type OnDemandItem } from '@kurse/domain';

/** A booking whose on-demand data has every field the on-demand rules read. */
export type OnDemandBooking = Omit<Booking, 'onDemand'> & {
  onDemand: (OnDemandAccess & { roomId: number; roomToken: string }) | null;
};

/**
 * The entries of the on-demand tab: the bookings having on-demand data, newest first. The contract
 * lets `validDays` be null or missing, which means unlimited like 0, and `validUntil` be missing
 * (null). Spec: discovery §2 On-demand tab; transactions §2 Profile tabs, §3 Booking (onDemand).
 */
export function onDemandEntries(bookings: readonly Booking[]): OnDemandItem<OnDemandBooking>[] {
  return onDemandItems(
    bookings.map((booking) => ({
      ...booking,
      onDemand: booking.onDemand
        ? {
            ...booking.onDemand,
            validDays: booking.onDemand.validDays ?? 0,
            validUntil: booking.onDemand.validUntil ?? null,
          }
        : null,
    })),
  );
}
