import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { Reads } from '../core';
import { harness } from '../core/test';
import { bookingRead } from './pay/use-checkout-booking';
import { checkoutRedirectRoute, checkoutRoute } from '.';

const LL = messagesFor('de');
beforeAll(() => loadCatalogues(['de']));

describe.each([
  ['checkout', checkoutRoute],
  ['checkout redirect', checkoutRedirectRoute],
])('the %s route (transactions §2 Checkout)', (_, route) => {
  it('reads nothing on the server (the booking is read with the session or the device) and is titled "Bezahlen"', async () => {
    const loaded = await route.load();
    expect(loaded).toEqual({ status: 200 });
    expect(route.head(loaded, LL)).toEqual({ title: 'Bezahlen' });
  });
});

describe('the booking of the checkout (transactions §7 GET /bookings/{id})', () => {
  it('is kept under the customer and read anew each time', async () => {
    const { api } = harness();
    const reads = new Reads(api);
    expect(bookingRead(5001, 7).key).not.toBe(bookingRead(5001, null).key);
    const settled = await reads.fetch(bookingRead(999_999, null));
    expect(settled).toMatchObject({ ok: false, error: { status: 404 } });
    expect(reads.isStale(bookingRead(999_999, null))).toBe(true);
  });
});
