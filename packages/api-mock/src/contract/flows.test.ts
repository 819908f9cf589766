import { describe, expect, it } from 'vitest';
import { createMockApi } from '../api';
import { findEvent } from '../db/lookup';
import type { Schemas } from '../db/types';
import { DEFAULT_SEED_NOW, FIXTURES } from '../seed';
import { checked, login } from './checked';

const F = FIXTURES;
const now = new Date(DEFAULT_SEED_NOW);

describe('session flow (discovery §4 User session)', () => {
  it('logs in, loads the customer and the bookings with the token from the header', async () => {
    const api = createMockApi({ now });
    const answer = await login(api, F.customers.demo.email, F.customers.demo.password);
    const token = answer.headers.get('Authorization');
    expect(token).toBeTruthy();
    const me = await checked<Schemas['User']>(
      api,
      'getCurrentCustomer',
      'GET',
      '/api/customers/me',
      { token },
    );
    expect(me.body.id).toBe(F.customers.demo.id);
    const bookings = await checked<{ bookings: Schemas['Booking'][] }>(
      api,
      'listCustomerBookings',
      'GET',
      '/api/customers/bookings',
      { token },
    );
    expect(bookings.body.bookings.length).toBe(me.body.bookingCount);
    const created = bookings.body.bookings.map((b) => b.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('answers 300 for the flagged account, 401 for a wrong password, 422 for a taken e-mail', async () => {
    const api = createMockApi({ now });
    expect(
      (await login(api, F.customers.loginRedirect.email, F.customers.loginRedirect.password))
        .status,
    ).toBe(300);
    expect((await login(api, F.customers.demo.email, 'falsch')).status).toBe(401);
    const signup = await checked(api, 'signupCustomer', 'POST', '/api/customers/signup', {
      body: {
        customer: {
          firstName: 'J',
          lastName: 'N',
          email: F.customers.demo.email,
          password: 'sicher123',
        },
      },
    });
    expect(signup.status).toBe(422);
  });
});

describe('waiting list and contracts', () => {
  it('stores a waiting-list application and lists it for the customer', async () => {
    const api = createMockApi({ now });
    const token = F.sessions.demo.token;
    const eventId = F.events.fullWithWaitList.id;
    const providerId = findEvent(api.db, eventId)?.record.providerId;
    const applied = await checked<Schemas['Applicant']>(
      api,
      'createApplicant',
      'POST',
      `/api/providers/${providerId}/applicants`,
      {
        token,
        body: { eventId, applicant: { participantCount: 1, answer: 'Vormittags' } },
      },
    );
    expect(applied.status).toBe(201);
    const list = await checked<{ applications: Schemas['Applicant'][] }>(
      api,
      'listCustomerApplications',
      'GET',
      '/api/customers/applications',
      { token },
    );
    expect(list.body.applications.map((a) => a.eventId)).toEqual(
      expect.arrayContaining([eventId, F.events.alreadyListed.id]),
    );
  });

  it('creates a contract, lists and cancels it', async () => {
    const api = createMockApi({ now });
    const token = F.sessions.demo.token;
    const created = await checked<Schemas['Contract']>(
      api,
      'createContract',
      'POST',
      '/api/customers/product_contracts/',
      {
        token,
        body: {
          productContract: { productId: F.products.biweekly.id, participantName: 'Paul' },
          customer: { firstName: 'Julia', lastName: 'Neumann', email: F.customers.demo.email },
        },
      },
    );
    expect(created.status).toBe(201);
    const list = await checked<{ productContracts: Schemas['Contract'][] }>(
      api,
      'listContracts',
      'GET',
      '/api/customers/product_contracts',
      { token },
    );
    expect(list.body.productContracts.map((c) => c.id)).toContain(created.body.id);
    const cancelled = await checked<Schemas['Contract']>(
      api,
      'cancelContract',
      'DELETE',
      `/api/customers/product_contracts/${created.body.id}`,
      { token },
    );
    expect(cancelled.body.status).toBe('canceled');
    const invalid = await checked(
      api,
      'createContract',
      'POST',
      '/api/customers/product_contracts/',
      {
        token,
        body: {
          productContract: { productId: F.products.biweekly.id, participantName: '' },
          customer: {},
        },
      },
    );
    expect(invalid.body).toMatchObject({
      status: 422,
      productContract: { participantName: ["can't be blank"] },
    });
  });
});
