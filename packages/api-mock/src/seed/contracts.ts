/**
 * Product contracts of the demo customer (transactions §3, §4 Contract): one per status
 * (activated, ended, expired, canceled), a plan, and a running subscription with cancelAt set.
 */
import type { BookingRecord, ContractRecord, CourseRecord, Schemas } from '../db/types';
import { productSummary } from './products';
import type { SeedClock } from './time';

interface ContractDef {
  id: number;
  productId: number;
  bookingId: number;
  status: Schemas['ContractStatus'];
  active: boolean;
  startedDays: number;
  period: number;
  rates: number | null;
  /** Current period as days relative to now. */
  periodFrom: number | null;
  periodTo: number | null;
  endedDays?: number;
  canceledDays?: number;
  cancelAtDays?: number;
  endsAtDays?: number;
}

const DEFS: ContractDef[] = [
  {
    id: 30001,
    productId: 7001,
    bookingId: 20012,
    status: 'activated',
    active: true,
    startedDays: -45,
    period: 2,
    rates: 4,
    periodFrom: -15,
    periodTo: 15,
    endsAtDays: 75,
  },
  {
    id: 30002,
    productId: 7002,
    bookingId: 20013,
    status: 'activated',
    active: true,
    startedDays: -100,
    period: 4,
    rates: null,
    periodFrom: -10,
    periodTo: 20,
    cancelAtDays: 20,
  },
  {
    id: 30003,
    productId: 7003,
    bookingId: 20014,
    status: 'ended',
    active: false,
    startedDays: -400,
    period: 1,
    rates: null,
    periodFrom: null,
    periodTo: null,
    endedDays: -35,
  },
  {
    id: 30004,
    productId: 7004,
    bookingId: 20015,
    status: 'expired',
    active: false,
    startedDays: -380,
    period: 1,
    rates: null,
    periodFrom: null,
    periodTo: null,
    endedDays: -15,
  },
  {
    id: 30005,
    productId: 7005,
    bookingId: 20016,
    status: 'canceled',
    active: true,
    startedDays: -60,
    period: 5,
    rates: null,
    periodFrom: -3,
    periodTo: 11,
    canceledDays: -3,
    endsAtDays: 11,
  },
];

/** Every contract of the seed, owned by the demo customer. */
export function buildContracts(
  clock: SeedClock,
  courses: readonly CourseRecord[],
  bookings: readonly BookingRecord[],
): ContractRecord[] {
  const at = (days: number | null | undefined): string | null =>
    days == null ? null : clock.shift(days);
  return DEFS.map((d) => {
    const booking = bookings.find((b) => b.booking.id === d.bookingId)?.booking;
    if (!booking) throw new Error(`Contract ${d.id} refers to unknown booking ${d.bookingId}`);
    const product = productSummary(d.productId);
    const linked = courses
      .filter((c) => (c.course.products ?? []).some((p) => p.id === d.productId))
      .map(({ course: { events: _events, ...course } }) => course);
    return {
      customerId: 1,
      contract: {
        id: d.id,
        name: product.name,
        status: d.status,
        active: d.active,
        createdAt: clock.shift(d.startedDays, -1),
        startedAt: at(d.startedDays),
        endedAt: at(d.endedDays),
        canceledAt: at(d.canceledDays),
        cancelAt: at(d.cancelAtDays),
        cancelsAt: at(d.cancelAtDays),
        endsAt: at(d.endsAtDays ?? d.endedDays),
        currentPeriodStart: at(d.periodFrom),
        currentPeriodEnd: at(d.periodTo),
        nextPeriodStart: d.active && d.status === 'activated' ? at(d.periodTo) : null,
        period: d.period,
        rates: d.rates,
        courses: linked,
        product,
        provider: booking.provider ?? { slug: '' },
        event: booking.event ? structuredClone(booking.event) : null,
        booking: { id: booking.id, provider: { slug: booking.provider?.slug ?? '' } },
      },
    };
  });
}
