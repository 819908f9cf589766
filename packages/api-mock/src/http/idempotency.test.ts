import { describe, expect, it } from 'vitest';
import { call, tinyApi } from '../../test/harness';
import { booking, type Booking } from '../../test/booking-requests';
import { ANNA_TOKEN, NOW, tinyDb } from '../../test/tiny-db';
import { createMockApi } from '../api';
import { loadContract } from '../contract/contract';
import type { Schemas } from '../db/types';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_WINDOW_MS,
  IDEMPOTENT_OPERATIONS,
} from './idempotency';

const KEY = 'Idempotency-Key';
const create = (
  api: ReturnType<typeof tinyApi>,
  key: string | null,
  extra: { body?: unknown; fingerprint?: string; token?: string } = {},
) =>
  call<Booking>(api, 'POST', '/api/bookings', {
    body: extra.body ?? booking(),
    fingerprint: extra.fingerprint,
    token: extra.token,
    headers: key === null ? {} : { [KEY]: key },
  });

describe('Idempotency-Key of POST /bookings', () => {
  it('creates one booking for two parallel requests with the same key', async () => {
    const api = tinyApi();
    const [a, b] = await Promise.all([
      create(api, 'k-1', { fingerprint: 'fp_device' }),
      create(api, 'k-1', { fingerprint: 'fp_device' }),
    ]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(api.db.bookings).toHaveLength(1);
  });

  it('answers the first answer again later, as it was then', async () => {
    const api = tinyApi();
    const first = await create(api, 'k-2', { fingerprint: 'fp_device' });
    expect(first.body.status).toBe('prepared');
    const stored = api.db.bookings[0]?.booking;
    if (stored) stored.status = 'paid';
    const again = await create(api, 'k-2', { fingerprint: 'fp_device' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(api.db.bookings).toHaveLength(1);
  });

  it('answers 422 for the same key with another body, and books anew with another key', async () => {
    const api = tinyApi();
    await create(api, 'k-3', { fingerprint: 'fp_device' });
    const other = await create(api, 'k-3', {
      fingerprint: 'fp_device',
      body: booking({}, ['Mia', 'Paul']),
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    expect((await create(api, 'k-4', { fingerprint: 'fp_device' })).status).toBe(201);
    expect(api.db.bookings).toHaveLength(2);
  });

  it('keeps keys apart per requester, and books twice without a key', async () => {
    const api = tinyApi();
    await create(api, 'k-5', { fingerprint: 'fp_a' });
    await create(api, 'k-5', { fingerprint: 'fp_b' });
    await create(api, 'k-5', { token: ANNA_TOKEN });
    expect(api.db.bookings.map((b) => b.customerId)).toEqual([null, null, 40]);
    expect(api.db.bookings.slice(0, 2).map((b) => b.deviceFingerprint)).toEqual(['fp_a', 'fp_b']);
    await create(api, null, { fingerprint: 'fp_a' });
    await create(api, null, { fingerprint: 'fp_a' });
    expect(api.db.bookings).toHaveLength(5);
  });

  it('gives a guest without fingerprint the one its lost first answer issued', async () => {
    const api = tinyApi();
    const first = await create(api, 'k-6');
    const again = await create(api, 'k-6');
    const issued = first.headers.get('X-Device-Fingerprint');
    expect(issued).toMatch(/^fp_/);
    expect(again.headers.get('X-Device-Fingerprint')).toBe(issued);
    expect(api.db.bookings).toHaveLength(1);
    const own = await call(api, 'GET', `/api/bookings/${first.body.id}`, {
      fingerprint: issued ?? '',
    });
    expect(own.status).toBe(200);
  });

  it('keeps refusals too, but not a key older than 24 hours', async () => {
    let now = NOW.getTime();
    const api = createMockApi({ db: tinyDb(), now: () => new Date(now) });
    const bad = booking({ eventId: 999 });
    const refused = await create(api, 'k-7', { fingerprint: 'fp_device', body: bad });
    expect(refused.status).toBe(422);
    expect((await create(api, 'k-7', { fingerprint: 'fp_device', body: bad })).body).toEqual(
      refused.body,
    );
    await create(api, 'k-8', { fingerprint: 'fp_device' });
    now += IDEMPOTENCY_WINDOW_MS;
    expect((await create(api, 'k-8', { fingerprint: 'fp_device' })).status).toBe(201);
    expect(api.db.bookings).toHaveLength(2);
  });

  it('refuses a key longer than the contract allows', async () => {
    const api = tinyApi();
    const long = await create(api, 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1), {
      fingerprint: 'fp_device',
    });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ code: 'idempotency_key_invalid' });
    expect(api.db.bookings).toHaveLength(0);
  });

  it('starts without keys after reset()', async () => {
    const api = tinyApi();
    await create(api, 'k-9', { fingerprint: 'fp_device' });
    api.reset();
    await create(api, 'k-9', { fingerprint: 'fp_device' });
    expect(api.db.bookings).toHaveLength(1);
  });
});

describe('Idempotency-Key of POST /customers/product_contracts/', () => {
  it('creates one contract for two parallel requests with the same key', async () => {
    const api = tinyApi();
    const send = (key: string, participantName = 'Mia') =>
      call<Schemas['Contract']>(api, 'POST', '/api/customers/product_contracts/', {
        token: ANNA_TOKEN,
        body: { productContract: { productId: 70, participantName, eventId: 11 }, customer: {} },
        headers: { [KEY]: key },
      });
    const [a, b] = await Promise.all([send('c-1'), send('c-1')]);
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(api.db.contracts).toHaveLength(1);
    const other = await send('c-1', 'Paul');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    expect(api.db.contracts).toHaveLength(1);
  });
});

describe('the contract', () => {
  it('lists Idempotency-Key for exactly the operations that honour it', async () => {
    const contract = await loadContract();
    const taking = contract.operations
      .filter((o) => o.headers.includes(KEY))
      .map((o) => o.operationId);
    expect([...IDEMPOTENT_OPERATIONS].sort()).toEqual(taking.sort());
  });
});
