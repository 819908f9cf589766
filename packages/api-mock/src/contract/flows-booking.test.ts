import { describe, expect, it } from 'vitest';
import { createMockApi } from '../api';
import { findEvent } from '../db/lookup';
import type { Schemas } from '../db/types';
import { DEFAULT_SEED_NOW, FIXTURES } from '../seed';
import { checked } from './checked';

const F = FIXTURES;
const now = new Date(DEFAULT_SEED_NOW);

describe('booking flows (transactions §2 Checkout, Free bookings; discovery §4)', () => {
  it('create → prepared → confirm → paid lowers participantsLeft by the participant count', async () => {
    const api = createMockApi({ now });
    const eventId = F.events.block.id;
    const before = findEvent(api.db, eventId)?.event.participantsLeft ?? 0;
    const fingerprint = 'fp_flow';
    const created = await checked<Schemas['Booking']>(
      api,
      'createBooking',
      'POST',
      '/api/bookings',
      {
        fingerprint,
        body: {
          booking: {
            eventId,
            priceOptionId: F.priceOptions.parentAndChild.id,
            participantsAttributes: [{ name: 'Mia' }, { name: 'Julia' }],
          },
          customer: {
            firstName: 'Julia',
            lastName: 'N',
            email: 'j@example.org',
            street: 'A 1',
            postalCode: '10115',
            city: 'Berlin',
            country: 'DE',
          },
        },
      },
    );
    expect(created.body.status).toBe('prepared');
    const path = `/api/bookings/${created.body.id}`;
    const validated = await checked<Schemas['Booking']>(
      api,
      'validateBooking',
      'GET',
      `${path}/validate`,
      { fingerprint },
    );
    expect(validated.body.status).toBe('prepared');
    const paid = await checked<Schemas['Booking']>(
      api,
      'confirmBooking',
      'POST',
      `${path}/confirm`,
      {
        fingerprint,
        body: { paymentObject: { id: 'pi_demo', status: 'succeeded' } },
      },
    );
    expect(paid.body.status).toBe('paid');
    expect(findEvent(api.db, eventId)?.event.participantsLeft).toBe(before - 2);
    const course = await checked<Schemas['Course']>(
      api,
      'getCourse',
      'GET',
      `/api/courses/${findEvent(api.db, eventId)?.record.course.id}`,
    );
    expect(course.body.events?.find((e) => e.id === eventId)?.participantsLeft).toBe(before - 2);
  });

  it('confirms a free booking with an empty payload', async () => {
    const api = createMockApi({ now });
    const token = F.sessions.demo.token;
    const created = await checked<Schemas['Booking']>(
      api,
      'createBooking',
      'POST',
      '/api/bookings',
      {
        token,
        body: {
          booking: {
            eventId: F.events.free.id,
            priceOptionId: F.priceOptions.free.id,
            participantsAttributes: [{ name: 'Mia' }],
          },
          customer: { firstName: 'Julia', lastName: 'Neumann', email: F.customers.demo.email },
        },
      },
    );
    expect(created.body).toMatchObject({ status: 'created', costs: 0 });
    const paid = await checked<Schemas['Booking']>(
      api,
      'confirmBooking',
      'POST',
      `/api/bookings/${created.body.id}/confirm`,
      { token, body: { paymentObject: {} } },
    );
    expect(paid.body.status).toBe('paid');
  });
});
