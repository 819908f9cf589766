import type { Booking } from '@kurse/api-client';
import { describe, expect, it } from 'vitest';
import { onDemandEntries } from './on-demand-entries';

const booking = (id: number, createdAt: string, onDemand: Booking['onDemand']): Booking => ({
  id,
  status: 'paid',
  createdAt,
  costs: 1900,
  onDemand,
});

describe('onDemandEntries (transactions §2 Profile tabs, §3 Booking onDemand)', () => {
  it('keeps the bookings with on-demand data, newest first', () => {
    const entries = onDemandEntries([
      booking(1, '2026-09-24T11:00:00+02:00', { roomId: 404, roomToken: 'a', validDays: 0 }),
      booking(2, '2026-11-18T10:00:00+01:00', null),
      booking(3, '2026-11-13T10:00:00+01:00', {
        roomId: 401,
        roomToken: 'b',
        validDays: 30,
        validUntil: '2026-12-13T10:00:00+01:00',
      }),
    ]);
    expect(entries.map((e) => e.booking.id)).toEqual([3, 1]);
    expect(entries.map((e) => e.showValidUntil)).toEqual([true, false]);
  });

  it('reads validDays null or missing as unlimited (0) and a missing validUntil as null', () => {
    const [missing, none] = onDemandEntries([
      booking(1, '2026-11-20T10:00:00+01:00', { roomId: 1, roomToken: 'a' }),
      booking(2, '2026-11-19T10:00:00+01:00', { roomId: 2, roomToken: 'b', validDays: null }),
    ]);
    expect(missing?.onDemand).toEqual({
      roomId: 1,
      roomToken: 'a',
      validDays: 0,
      validUntil: null,
    });
    expect(none?.onDemand.validDays).toBe(0);
    expect(none?.showValidUntil).toBe(false);
  });
});
