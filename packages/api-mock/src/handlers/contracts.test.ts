import { describe, expect, it } from 'vitest';
import { call, must, tinyApi } from '../../test/harness';
import { ANNA_TOKEN } from '../../test/tiny-db';
import type { Schemas } from '../db/types';

type Contract = Schemas['Contract'];
const request = (extra: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) => ({
  body: {
    productContract: { productId: 70, participantName: 'Mia', eventId: 11, ...extra },
    customer,
  },
});

describe('product contracts (transactions §2 New contract modal, §4 Contract, §8)', () => {
  it('creates a contract with a prepared booking, lists, loads and cancels it', async () => {
    const api = tinyApi();
    const created = await call<Contract>(api, 'POST', '/api/customers/product_contracts/', {
      token: ANNA_TOKEN,
      ...request(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'activated',
      active: false,
      name: 'Schwimm-Abo',
      booking: { provider: { slug: 'wasserratten' } },
    });
    expect(created.body.currentPeriodEnd).toBe('2026-04-04T10:00:00.000Z');
    const bookingId = created.body.booking?.id ?? 0;
    const booking = await call<Schemas['Booking']>(api, 'GET', `/api/bookings/${bookingId}`, {
      token: ANNA_TOKEN,
    });
    // 39 € + 1 € fee + 0.19 € VAT
    expect(booking.body).toMatchObject({
      status: 'prepared',
      costs: 4019,
      productContract: { product: { name: 'Schwimm-Abo', typeOf: 'subscription' } },
    });
    const list = await call<{ productContracts: Contract[] }>(
      api,
      'GET',
      '/api/customers/product_contracts',
      { token: ANNA_TOKEN },
    );
    expect(list.body.productContracts.map((c) => c.id)).toEqual([created.body.id]);
    await call(api, 'POST', `/api/bookings/${bookingId}/confirm`, {
      token: ANNA_TOKEN,
      body: { paymentObject: { status: 'succeeded' } },
    });
    const one = await call<Contract>(
      api,
      'GET',
      `/api/customers/product_contracts/${created.body.id}`,
      { token: ANNA_TOKEN },
    );
    expect(one.body).toMatchObject({ active: true, startedAt: '2026-03-04T10:00:00.000Z' });
    const cancelled = await call<Contract>(
      api,
      'DELETE',
      `/api/customers/product_contracts/${created.body.id}`,
      { token: ANNA_TOKEN },
    );
    expect(cancelled.body).toMatchObject({
      status: 'canceled',
      canceledAt: '2026-03-04T10:00:00.000Z',
      cancelAt: '2026-04-04T10:00:00.000Z',
    });
    expect(
      (
        await call(api, 'DELETE', `/api/customers/product_contracts/${created.body.id}`, {
          token: ANNA_TOKEN,
        })
      ).status,
    ).toBe(409);
  });

  it('answers 422 with errors under productContract and customer', async () => {
    const api = tinyApi();
    const invalid = await call(
      api,
      'POST',
      '/api/customers/product_contracts/',
      request({ participantName: '', eventId: 99 }, { email: 'anna@example.org' }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      status: 422,
      productContract: { participantName: ["can't be blank"], eventId: ['is invalid'] },
      customer: {
        firstName: ["can't be blank"],
        email: ['has already been taken'],
        password: ["can't be blank"],
      },
    });
  });

  it('signs a guest up when the customer data is complete', async () => {
    const api = tinyApi();
    const customer = {
      firstName: 'Gina',
      lastName: 'Gast',
      email: 'gina@example.org',
      street: 'Weg 1',
      postalCode: '1',
      city: 'Köln',
      country: 'DE',
      password: 'sicher123',
    };
    const created = await call<Contract>(
      api,
      'POST',
      '/api/customers/product_contracts',
      request({}, customer),
    );
    expect(created.status).toBe(201);
    const login = await call(api, 'POST', '/api/customers/login', {
      body: { customer: { email: 'gina@example.org', password: 'sicher123' } },
    });
    const token = login.headers.get('Authorization');
    const list = await call<{ productContracts: Contract[] }>(
      api,
      'GET',
      '/api/customers/product_contracts',
      { token },
    );
    expect(list.body.productContracts).toHaveLength(1);
  });

  it('needs the event password, a known product and a valid session', async () => {
    const api = tinyApi();
    must(api.db.products[0]).events = [{ id: 13, typeOf: 'block', isProtected: true }];
    expect(
      (
        await call(api, 'POST', '/api/customers/product_contracts/', {
          token: ANNA_TOKEN,
          ...request({ eventId: 13 }),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(api, 'POST', '/api/customers/product_contracts/', {
          token: ANNA_TOKEN,
          ...request({ eventId: 13, password: 'geheim' }),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(api, 'POST', '/api/customers/product_contracts/', {
          token: ANNA_TOKEN,
          ...request({ productId: 1 }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(api, 'POST', '/api/customers/product_contracts/', {
          token: 'Bearer x',
          ...request(),
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(api, 'GET', '/api/customers/product_contracts/1', { token: ANNA_TOKEN })).status,
    ).toBe(404);
  });
});

describe('products and rooms (transactions §2 Room, §4 Room)', () => {
  it('loads a product with its current events', async () => {
    const api = tinyApi();
    expect((await call(api, 'GET', '/api/products/70')).body).toMatchObject({
      id: 70,
      model: 'Product',
      events: [{ id: 11 }],
    });
    expect((await call(api, 'GET', '/api/products/71')).status).toBe(404);
  });

  it('answers rooms by token or booking session, 401, 410 and 425 where the record says so', async () => {
    const api = tinyApi();
    expect((await call(api, 'GET', '/api/rooms/31?token=room-token')).body).toMatchObject({
      id: 31,
      name: 'Yoga-Raum',
    });
    expect((await call(api, 'GET', '/api/rooms/31?token=nope')).body).toMatchObject({
      status: 401,
      code: 'session_required',
    });
    expect((await call(api, 'GET', '/api/rooms/31', { token: ANNA_TOKEN })).status).toBe(401);
    expect((await call(api, 'GET', '/api/rooms/32?token=t')).status).toBe(410);
    expect((await call(api, 'GET', '/api/rooms/33?token=t')).status).toBe(425);
    expect((await call(api, 'GET', '/api/rooms/34?token=t')).status).toBe(401);
    expect((await call(api, 'GET', '/api/rooms/34?token=t', { token: ANNA_TOKEN })).status).toBe(
      200,
    );
    expect((await call(api, 'GET', '/api/rooms/35')).status).toBe(404);
  });
});
