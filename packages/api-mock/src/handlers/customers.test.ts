import { describe, expect, it } from 'vitest';
import { call, tinyApi } from '../../test/harness';
import { ANNA_TOKEN } from '../../test/tiny-db';
import type { Schemas } from '../db/types';
import { resetTokenOf } from './customers-account';

const login = (email: string, password: string) => ({ body: { customer: { email, password } } });

describe('login and session (discovery §4 User session)', () => {
  it('answers the user and the token in the Authorization header', async () => {
    const api = tinyApi();
    const answer = await call<Schemas['User']>(
      api,
      'POST',
      '/api/customers/login',
      login(' Anna@Example.org ', 'geheim123'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 40, firstName: 'Anna' });
    expect(answer.body).not.toHaveProperty('password');
    const token = answer.headers.get('Authorization');
    expect(token).toMatch(/^Bearer tok_40_/);
    const me = await call<Schemas['User']>(api, 'GET', '/api/customers/me', { token });
    expect(me.body.email).toBe('anna@example.org');
  });

  it('answers 401 for a wrong password or unknown e-mail, and for missing fields', async () => {
    const api = tinyApi();
    expect(
      (await call(api, 'POST', '/api/customers/login', login('anna@example.org', 'x'))).status,
    ).toBe(401);
    expect(
      (await call(api, 'POST', '/api/customers/login', login('who@example.org', 'x'))).status,
    ).toBe(401);
    expect((await call(api, 'POST', '/api/customers/login', { body: {} })).status).toBe(401);
  });

  it('answers 300 with a route and token for a flagged account', async () => {
    const answer = await call(
      tinyApi(),
      'POST',
      '/api/customers/login',
      login('flagged@example.org', 'geheim123'),
    );
    expect(answer.status).toBe(300);
    expect(answer.body).toEqual({ route: '/users/sign_in', token: 'csrf_41' });
    expect(answer.headers.get('Authorization')).toBeNull();
  });

  it('needs a valid token for /customers/me, and logout ends the session', async () => {
    const api = tinyApi();
    expect((await call(api, 'GET', '/api/customers/me')).status).toBe(401);
    expect((await call(api, 'DELETE', '/api/customers/logout')).status).toBe(401);
    expect((await call(api, 'DELETE', '/api/customers/logout', { token: ANNA_TOKEN })).status).toBe(
      204,
    );
    expect((await call(api, 'GET', '/api/customers/me', { token: ANNA_TOKEN })).status).toBe(401);
  });
});

describe('signup (discovery §5 Signup)', () => {
  const customer = {
    firstName: 'Ben',
    lastName: 'Berg',
    email: 'ben@example.org',
    password: 'sicher123',
    passwordConfirmation: 'sicher123',
  };

  it('creates the account and logs it in', async () => {
    const api = tinyApi();
    const answer = await call<Schemas['User']>(api, 'POST', '/api/customers/signup', {
      body: { customer },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ firstName: 'Ben', country: 'DE', bookingCount: 0 });
    const me = await call(api, 'GET', '/api/customers/me', {
      token: answer.headers.get('Authorization'),
    });
    expect(me.status).toBe(200);
    const again = await call(
      api,
      'POST',
      '/api/customers/login',
      login('ben@example.org', 'sicher123'),
    );
    expect(again.status).toBe(200);
  });

  it('answers 422 with field errors keyed by field', async () => {
    const api = tinyApi();
    const taken = await call(api, 'POST', '/api/customers/signup', {
      body: { customer: { ...customer, email: 'ANNA@example.org' } },
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({
      status: 422,
      code: 'email_taken',
      errors: { email: ['has already been taken'] },
    });
    const bad = await call(api, 'POST', '/api/customers/signup', {
      body: {
        customer: {
          firstName: '',
          lastName: 'B',
          email: 'x@',
          password: 'kurz',
          passwordConfirmation: 'anders',
        },
      },
    });
    expect(bad.body).toMatchObject({
      errors: {
        firstName: ["can't be blank"],
        email: ['is invalid'],
        password: ['is too short (minimum is 8 characters)'],
        passwordConfirmation: ["doesn't match Password"],
      },
    });
  });
});

describe('account update (discovery §5 Account update)', () => {
  it('saves valid data and answers the user', async () => {
    const api = tinyApi();
    const answer = await call<Schemas['User']>(api, 'PUT', '/api/customers/40', {
      token: ANNA_TOKEN,
      body: { customer: { city: 'Bonn', company: 'ACME', id: 99 } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 40, city: 'Bonn', company: 'ACME' });
  });

  it('answers 422 with field errors, 404 for someone else and 401 without session', async () => {
    const api = tinyApi();
    const invalid = await call(api, 'PUT', '/api/customers/40', {
      token: ANNA_TOKEN,
      body: { customer: { postalCode: '', country: 'US', email: 'flagged@example.org' } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      errors: {
        postalCode: ["can't be blank"],
        country: ['is not included in the list'],
        email: ['has already been taken'],
      },
    });
    expect(
      (await call(api, 'PUT', '/api/customers/41', { token: ANNA_TOKEN, body: { customer: {} } }))
        .status,
    ).toBe(404);
    expect((await call(api, 'PUT', '/api/customers/40', { body: { customer: {} } })).status).toBe(
      401,
    );
  });
});

describe('password and confirmation (discovery §2, §5)', () => {
  it('accepts a reset request for any well-formed address and refuses a malformed one', async () => {
    const api = tinyApi();
    const body = (email: string) => ({ body: { customer: { email } } });
    expect(
      (await call(api, 'POST', '/api/customers/password', body('who@example.org'))).status,
    ).toBe(204);
    expect((await call(api, 'POST', '/api/customers/password', body('nope'))).status).toBe(422);
  });

  it('sets a new password with the reset token', async () => {
    const api = tinyApi();
    const put = (password: string, token: string, confirmation = password) =>
      call(api, 'PUT', '/api/customers/password', {
        body: {
          customer: { password, passwordConfirmation: confirmation, resetPasswordToken: token },
        },
      });
    expect((await put('neuesPasswort', 'wrong')).status).toBe(422);
    expect((await put('neuesPasswort', resetTokenOf(40), 'anders')).status).toBe(422);
    expect((await put('neuesPasswort', resetTokenOf(40))).status).toBe(204);
    expect(
      (await call(api, 'POST', '/api/customers/login', login('anna@example.org', 'neuesPasswort')))
        .status,
    ).toBe(200);
  });

  it('sends a new confirmation link to known addresses only', async () => {
    const api = tinyApi();
    const send = (email: string) =>
      call(api, 'POST', '/api/customers/confirmation', { body: { customer: { email } } });
    expect((await send('anna@example.org')).status).toBe(204);
    expect((await send('who@example.org')).status).toBe(422);
    expect((await send('')).status).toBe(422);
  });
});

describe('the customer lists', () => {
  it('need a session and answer the payments', async () => {
    const api = tinyApi();
    for (const path of ['bookings', 'applications', 'payments', 'product_contracts']) {
      expect((await call(api, 'GET', `/api/customers/${path}`)).status).toBe(401);
    }
    const payments = await call(api, 'GET', '/api/customers/payments?_=1', { token: ANNA_TOKEN });
    expect(payments.body).toEqual({ payments: [{ type: 'card', id: 'pm_1', last4: '4242' }] });
  });
});
