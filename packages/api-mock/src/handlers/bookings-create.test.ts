import { describe, expect, it } from 'vitest';
import { FP, booking, guest } from '../../test/booking-requests';
import type { Booking } from '../../test/booking-requests';
import { call, must, tinyApi } from '../../test/harness';
import { ANNA_TOKEN } from '../../test/tiny-db';

describe('booking creation (transactions §7 POST /bookings, §8)', () => {
  it('creates a prepared booking priced by the domain booking summary', async () => {
    const api = tinyApi();
    const answer = await call<Booking>(api, 'POST', '/api/bookings', {
      body: booking({}, ['Mia', 'Leo']),
      ...FP,
    });
    expect(answer.status).toBe(201);
    // 2 × 120 € = 240 €, fee min(12 €, 5 €) = 5 €, VAT 0.95 €
    expect(answer.body).toMatchObject({
      status: 'prepared',
      costs: 24595,
      serviceFee: 500,
      vat: 95,
      participantCount: 2,
      paypalEnabled: true,
    });
    expect(answer.body.clientSecret).toMatch(/^pi_demo_/);
    expect(answer.body.validPaymentMethodTypes).toContain('paypal');
    expect(api.db.bookings.at(-1)?.deviceFingerprint).toBe('fp_device');
  });

  it("offers a logged-in customer's last saved payment method; a guest has none", async () => {
    const api = tinyApi();
    const mine = await call<Booking>(api, 'POST', '/api/bookings', {
      token: ANNA_TOKEN,
      body: booking({}, ['Mia']),
    });
    expect(mine.body.paymentMethod).toEqual({ type: 'card', id: 'pm_1', last4: '4242' });
    const guest = await call<Booking>(api, 'POST', '/api/bookings', {
      body: booking({}, ['Mia']),
      ...FP,
    });
    expect(guest.body.paymentMethod).toBeNull();
  });

  it('refuses booked-out events, too many participants and unknown price options', async () => {
    const api = tinyApi();
    const out = await call(api, 'POST', '/api/bookings', { body: booking({ eventId: 12 }) });
    expect(out.body).toMatchObject({ status: 422, code: 'booked_out' });
    const many = await call(api, 'POST', '/api/bookings', {
      body: booking({}, ['A', 'B', 'C', 'D', 'E']),
    });
    expect(many.body).toMatchObject({
      code: 'too_many_participants',
      message: 'At most 4 participants per booking.',
    });
    const left = await call(api, 'POST', '/api/bookings', {
      body: booking({}, ['A', 'B', 'C', 'D', 'E', 'F', 'G']),
    });
    expect(left.body).toMatchObject({ code: 'not_enough_places' });
    const option = await call(api, 'POST', '/api/bookings', {
      body: booking({ priceOptionId: 1 }),
    });
    expect(option.body).toMatchObject({ code: 'price_option_unavailable' });
    const unknown = await call(api, 'POST', '/api/bookings', { body: booking({ eventId: 999 }) });
    expect(unknown.body).toMatchObject({ code: 'booking_option_unavailable' });
  });

  it('checks participants and customer data with field errors', async () => {
    const api = tinyApi();
    const none = await call(api, 'POST', '/api/bookings', { body: booking({}, []) });
    expect(none.body).toMatchObject({ code: 'participants_missing' });
    const long = await call(api, 'POST', '/api/bookings', { body: booking({}, ['x'.repeat(26)]) });
    expect(long.body).toMatchObject({ code: 'participant_name_missing' });
    const billing = await call(api, 'POST', '/api/bookings', {
      body: { ...booking(), customer: { ...guest, street: '' } },
    });
    expect(billing.body).toMatchObject({
      code: 'billing_address_incomplete',
      errors: { street: ["can't be blank"] },
    });
    const data = await call(api, 'POST', '/api/bookings', {
      body: { ...booking(), customer: { ...guest, email: 'x' } },
    });
    expect(data.body).toMatchObject({
      code: 'customer_data_invalid',
      errors: { email: ['is invalid'] },
    });
    const taken = await call(api, 'POST', '/api/bookings', {
      body: {
        ...booking(),
        customer: { ...guest, email: 'anna@example.org', password: 'sicher123' },
      },
    });
    expect(taken.body).toMatchObject({ code: 'email_taken' });
    expect((await call(api, 'POST', '/api/bookings', { body: {} })).status).toBe(400);
  });

  it('applies vouchers above their minimum and refuses unknown ones', async () => {
    const api = tinyApi();
    const applied = await call<Booking>(api, 'POST', '/api/bookings', {
      body: booking({ voucherCode: ' sommer10 ' }),
    });
    // 120 € − 10 % of 120 € = 108 €, fee 5 €, VAT 0.95 €
    expect(applied.body).toMatchObject({
      costs: 11395,
      voucher: { code: 'SOMMER10', percent: 10 },
    });
    const unknown = await call(api, 'POST', '/api/bookings', {
      body: booking({ voucherCode: 'NOPE' }),
    });
    expect(unknown.body).toMatchObject({ code: 'voucher_invalid' });
    must(api.db.vouchers[0]).voucher.minBookingAmount = 50000;
    const minimum = await call(api, 'POST', '/api/bookings', {
      body: booking({ voucherCode: 'SOMMER10' }),
    });
    expect(minimum.body).toMatchObject({ code: 'voucher_min_amount' });
  });

  it('adds booking items and refuses unavailable ones', async () => {
    const api = tinyApi();
    const items = (id: number) =>
      booking({
        bookingItemValuesAttributes: [{ value: 'true', quantity: 2, bookingItemOptionId: id }],
      });
    const ok = await call<Booking>(api, 'POST', '/api/bookings', { body: items(51) });
    expect(ok.body.costs).toBe(12000 + 600 + 500 + 95);
    expect((await call(api, 'POST', '/api/bookings', { body: items(52) })).body).toMatchObject({
      code: 'booking_option_unavailable',
    });
  });

  it('refuses a booking item quantity below 1 and stores nothing', async () => {
    const api = tinyApi();
    const bookings = api.db.bookings.length;
    const body = booking({
      bookingItemValuesAttributes: [{ value: 'true', quantity: 0, bookingItemOptionId: 51 }],
    });
    const answer = await call(api, 'POST', '/api/bookings', { body });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'booking_option_unavailable' });
    expect(api.db.bookings).toHaveLength(bookings);
  });

  it('keeps the question each value answers, and refuses a question the event does not ask', async () => {
    const api = tinyApi();
    const answer = (bookingItemId: number, bookingItemOptionId: number | null) =>
      booking({
        bookingItemValuesAttributes: [
          { bookingItemId, value: 'Ja', quantity: 1, bookingItemOptionId },
        ],
      });
    const ok = await call<Booking>(api, 'POST', '/api/bookings', { body: answer(1, 51) });
    expect(ok.body.bookingItemValues?.[0]).toMatchObject({ bookingItemId: 1, value: 'Ja' });
    for (const body of [answer(9, null), answer(9, 51)]) {
      expect((await call(api, 'POST', '/api/bookings', { body })).body).toMatchObject({
        code: 'booking_option_unavailable',
      });
    }
  });

  it('needs the password of a protected event (401) and authorizes it', async () => {
    const api = tinyApi();
    const wrong = await call(api, 'POST', '/api/bookings', {
      body: booking({ eventId: 13, priceOptionId: 1300 }),
    });
    expect(wrong.status).toBe(401);
    const right = await call(api, 'POST', '/api/bookings', {
      body: booking({ eventId: 13, priceOptionId: 1300, password: 'geheim' }),
    });
    expect(right.status).toBe(201);
    expect(
      (await call(api, 'POST', '/api/bookings/authorize', { body: { eventId: 13, password: 'x' } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(api, 'POST', '/api/bookings/authorize', {
          body: { eventId: 13, password: 'geheim' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call(api, 'POST', '/api/bookings/authorize', {
          body: { eventId: 404, password: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});
