import type { Booking } from '@kurse/api-client';
import { messagesFor } from '@kurse/i18n';
import { describe, expect, it } from 'vitest';
import { harness } from '../../core/test';
import { confirmBooking } from './pay';
import { createPayPalOrder, switchPayment } from './paypal-order';

const LL = messagesFor('de');

/** A guest's prepared booking of the swimming school (PayPal enabled), two participants. */
async function guestBooking() {
  const h = harness();
  const created = await h.api.POST('/bookings', {
    body: {
      booking: {
        eventId: 1011,
        priceOptionId: 10111,
        participantsAttributes: [{ name: 'Mia' }, { name: 'Anna' }],
      },
      customer: {
        firstName: 'Anna',
        lastName: 'Schmidt',
        email: 'anna@example.com',
        street: 'Lindenstraße 12',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    },
  });
  if (!created.ok) throw new Error('The booking was not created.');
  const record = h.mock.db.bookings.find((b) => b.booking.id === created.data.id);
  if (!record) throw new Error('The booking is not stored.');
  return { ...h, booking: created.data as Booking, record };
}

describe('PayPal at checkout (transactions §4, §7, §8 PayPal create order)', () => {
  it('creates the order, and the approval confirms the booking as paid', async () => {
    const { api, booking } = await guestBooking();
    const created = await createPayPalOrder(api, LL, booking.id);
    if ('message' in created) throw new Error(created.message);
    expect(created.orderId).toMatch(/^PAYPAL-DEMO-/);
    expect(created.booking.paypalOrderId).toBe(created.orderId);
    const paid = await confirmBooking(api, LL, booking.id, {
      paypalOrderId: created.orderId,
      payerId: 'DEMOPAYER',
      status: 'approved',
    });
    expect(paid).toMatchObject({ kind: 'paid', booking: { status: 'paid' } });
  });

  it('names a refused order by its status: amount too high, another status', async () => {
    const { api, booking, record } = await guestBooking();
    record.booking.costs = 1_000_001;
    expect(await createPayPalOrder(api, LL, booking.id)).toEqual({
      message: 'Der Betrag ist für PayPal zu hoch. Bitte wähle eine andere Zahlungsart.',
    });
    record.booking.status = 'paid';
    expect(await createPayPalOrder(api, LL, booking.id)).toEqual({
      message: 'Diese Buchung hat inzwischen einen anderen Status.',
    });
  });

  it('leaving PayPal switches the booking back to cards with a new client secret', async () => {
    const { api, booking } = await guestBooking();
    const created = await createPayPalOrder(api, LL, booking.id);
    if ('message' in created) throw new Error(created.message);
    const switched = await switchPayment(api, booking.id, 'card');
    expect(switched).toMatchObject({ paypalOrderId: null });
    expect(switched?.clientSecret).toMatch(/^pi_demo_/);
    expect(await switchPayment(api, 999_999, 'card')).toBeNull();
  });
});
