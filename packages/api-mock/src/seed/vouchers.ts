/**
 * Vouchers (transactions §3 Voucher, §5): a percent one whose minimum is above a single
 * participant's price (shows the "minimum" hint) and a cash one that applies.
 */
import type { VoucherRecord } from '../db/types';

/** Every voucher of the seed. */
export function buildVouchers(): VoucherRecord[] {
  return [
    {
      voucher: {
        code: 'SOMMER10',
        unit: 'percent',
        value: 10,
        minBookingAmount: 30000,
        percent: 10,
      },
      providerId: 1,
      courseId: 103,
    },
    {
      voucher: {
        code: 'WILLKOMMEN5',
        unit: 'cash',
        value: 500,
        minBookingAmount: 2000,
        percent: null,
      },
      providerId: 9,
      courseId: 121,
    },
  ];
}
