import { describe, expect, it } from 'vitest';
import { FP, booking, eventOf } from '../../test/booking-requests';
import type { Booking } from '../../test/booking-requests';
import { call, must, tinyApi } from '../../test/harness';
import { ANNA_TOKEN, tinyDb } from '../../test/tiny-db';
import { createMockApi } from '../api';
import type { Schemas } from '../db/types';

describe('checkout (transactions §2 Checkout, Free bookings, §4)', () => {
  it('confirms with a payment: paid, billing number, participantsLeft lowered', async () => {
    const api = tinyApi();
    const created = await call<Booking>(api, 'POST', '/api/bookings', {
      body: booking({}, ['Mia', 'Leo']),
      ...FP,
    });
    const path = `/api/bookings/${created.body.id}`;
    expect((await call(api, 'GET', path)).status).toBe(401);
    expect((await call<Booking>(api, 'GET', `${path}?_=1`, FP)).body.status).toBe('prepared');
    expect((await call(api, 'GET', `${path}/validate`, FP)).status).toBe(200);
    expect(
      (await call(api, 'POST', `${path}/confirm`, { ...FP, body: { paymentObject: {} } })).body,
    ).toMatchObject({ code: 'payment_error' });
    const paid = await call<Booking>(api, 'POST', `${path}/confirm`, {
      ...FP,
      body: { paymentObject: { id: 'pi_1', status: 'succeeded' } },
    });
    expect(paid.body).toMatchObject({
      status: 'paid',
      billingNo: `KB-2026-${String(created.body.id).padStart(6, '0')}`,
    });
    expect(eventOf(api, 11)?.participantsLeft).toBe(4);
    expect(api.db.products[0]?.events?.[0]?.participantsLeft).toBe(4);
    expect((await call(api, 'GET', `${path}/cancel`, FP)).status).toBe(409);
  });

  it('confirms a free booking with an empty payload and gives on-demand access', async () => {
    const api = tinyApi();
    const created = await call<Booking>(api, 'POST', '/api/bookings', {
      token: ANNA_TOKEN,
      body: booking({ eventId: 14, priceOptionId: 1400 }),
    });
    expect(created.body).toMatchObject({ status: 'created', costs: 0 });
    const paid = await call<Booking>(api, 'POST', `/api/bookings/${created.body.id}/confirm`, {
      token: ANNA_TOKEN,
      body: {},
    });
    expect(paid.body.status).toBe('paid');
    expect(paid.body.onDemand).toMatchObject({
      roomId: 31,
      roomToken: expect.stringMatching(/^rt_[0-9a-f]{32}$/),
      validDays: 30,
      validUntil: '2026-04-03T10:00:00.000Z',
    });
    const list = await call<{ bookings: Booking[] }>(api, 'GET', '/api/customers/bookings', {
      token: ANNA_TOKEN,
    });
    expect(list.body.bookings.map((b) => b.id)).toEqual([created.body.id]);
    const me = await call<Schemas['User']>(api, 'GET', '/api/customers/me', { token: ANNA_TOKEN });
    expect(me.body).toMatchObject({ bookingCount: 1, bookedEventIds: [14] });
  });

  it('keeps processing payments pending, refuses failed ones and cancels open bookings', async () => {
    const api = tinyApi();
    const create = async () =>
      (await call<Booking>(api, 'POST', '/api/bookings', { body: booking(), ...FP })).body.id;
    const confirm = (id: number, status: string) =>
      call<Booking>(api, 'POST', `/api/bookings/${id}/confirm`, {
        ...FP,
        body: { paymentObject: { status } },
      });
    expect((await confirm(await create(), 'processing')).body.status).toBe('pending');
    expect((await confirm(await create(), 'requires_payment_method')).status).toBe(409);
    const id = await create();
    expect((await call<Booking>(api, 'GET', `/api/bookings/${id}/cancel`, FP)).body.status).toBe(
      'canceled',
    );
    expect((await confirm(id, 'succeeded')).status).toBe(400);
    expect((await call(api, 'GET', `/api/bookings/${id}/validate`, FP)).body).toMatchObject({
      code: 'booking_invalid',
    });
    expect((await call(api, 'GET', '/api/bookings/99999', FP)).status).toBe(404);
  });

  it('refuses payment when the event was booked out meanwhile', async () => {
    const api = tinyApi();
    const id = (
      await call<Booking>(api, 'POST', '/api/bookings', {
        body: booking({}, ['A', 'B', 'C']),
        ...FP,
      })
    ).body.id;
    must(eventOf(api, 11)).participantsLeft = 2;
    expect((await call(api, 'GET', `/api/bookings/${id}/validate`, FP)).body).toMatchObject({
      code: 'booked_out',
    });
    const confirm = await call(api, 'POST', `/api/bookings/${id}/confirm`, {
      ...FP,
      body: { paymentObject: { status: 'succeeded' } },
    });
    expect(confirm.body).toMatchObject({ code: 'booked_out' });
  });
});

describe('payments (transactions §4 Payment methods, §8 PayPal, Payment)', () => {
  it('switches to PayPal with an order id and back to the card provider', async () => {
    const api = tinyApi();
    const id = (await call<Booking>(api, 'POST', '/api/bookings', { body: booking(), ...FP })).body
      .id;
    const pay = (type: string) =>
      call<Booking>(api, 'POST', `/api/bookings/${id}/payments`, {
        ...FP,
        body: { payment: { type } },
      });
    const paypal = await pay('paypal');
    expect(paypal.body.paypalOrderId).toMatch(/^PAYPAL-DEMO-/);
    const stripe = await pay('stripe');
    expect(stripe.body).toMatchObject({ paypalOrderId: null, status: 'prepared' });
    expect((await pay('cash')).status).toBe(400);
    must(api.db.bookings.at(-1)).booking.costs = 2_000_000;
    expect((await pay('paypal')).body).toMatchObject({ code: 'amount_too_high' });
  });

  it('validates payment tokens with the server codes', async () => {
    const api = tinyApi();
    const id = (await call<Booking>(api, 'POST', '/api/bookings', { body: booking(), ...FP })).body
      .id;
    const check = (tokenId?: string) =>
      call(api, 'POST', `/api/bookings/${id}/payments/validate`, {
        ...FP,
        body: { payment: { tokenId } },
      });
    expect((await check('tok_demo_sepa')).body).toEqual({ valid: true });
    expect((await check('tok_invalid_iban')).body).toMatchObject({ code: 'iban_not_valid' });
    expect((await check()).body).toMatchObject({ code: 'no_payment_method' });
  });

  it('looks vouchers up by their base64 code', async () => {
    const api = tinyApi();
    const code = encodeURIComponent(btoa('SOMMER10'));
    const found = await call(
      api,
      'GET',
      `/api/providers/wasserratten/courses/100/vouchers/${code}`,
    );
    expect(found.body).toMatchObject({ code: 'SOMMER10', unit: 'percent', minBookingAmount: 2000 });
    expect((await call(api, 'GET', `/api/providers/1/courses/101/vouchers/${code}`)).status).toBe(
      404,
    );
    expect(
      (await call(api, 'GET', `/api/providers/1/courses/100/vouchers/${encodeURIComponent('@@@')}`))
        .status,
    ).toBe(404);
  });
});

describe('room tokens of bookings (transactions §2 Room, §4 Room)', () => {
  it('gives each paid on-demand booking its own random token, valid while its access lasts', async () => {
    let now = Date.parse('2026-03-04T10:00:00Z');
    const api = createMockApi({ db: tinyDb(), now: () => new Date(now) });
    const buy = async () => {
      const created = await call<Booking>(api, 'POST', '/api/bookings', {
        token: ANNA_TOKEN,
        body: booking({ eventId: 14, priceOptionId: 1400 }),
      });
      const paid = await call<Booking>(api, 'POST', `/api/bookings/${created.body.id}/confirm`, {
        token: ANNA_TOKEN,
        body: {},
      });
      return must(paid.body.onDemand?.roomToken, 'room token');
    };
    const [first, second] = [await buy(), await buy()];
    expect(first).not.toBe(second);
    const room = (token: string) => call(api, 'GET', `/api/rooms/31?token=${token}`);
    expect((await room(first)).body).toMatchObject({ id: 31, validDays: 30 });
    expect((await room(second)).status).toBe(200);
    expect((await room(`rt_${'0'.repeat(32)}`)).status).toBe(401);
    now += 31 * 24 * 3_600_000;
    expect((await room(first)).status).toBe(410);
  });
});
