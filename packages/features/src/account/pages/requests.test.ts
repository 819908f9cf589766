import { FIXTURES } from '@kurse/api-mock';
import { describe, expect, it } from 'vitest';
import { harness } from '../../core/test';
import { requestPasswordReset, resendConfirmation, resetPassword } from './requests';

const { unconfirmed, noBookings } = FIXTURES.customers;
/** The demo backend's reset token of a customer is `reset-<id>`. */
const token = `reset-${noBookings.id}`;

describe('resendConfirmation (discovery §7 POST /customers/confirmation)', () => {
  it('sends a new link to a known address, typed with spaces around it', async () => {
    const { api } = harness();
    expect(await resendConfirmation(api, ` ${unconfirmed.email} `)).toBe(true);
  });

  it('fails for an address without an account', async () => {
    const { api } = harness();
    expect(await resendConfirmation(api, 'niemand@example.org')).toBe(false);
  });

  it('fails when the server refuses (scenario confirmation-failed)', async () => {
    const { api } = harness({ scenarios: ['confirmation-failed'] });
    expect(await resendConfirmation(api, unconfirmed.email)).toBe(false);
  });
});

describe('requestPasswordReset (discovery §7 POST /customers/password)', () => {
  it('is accepted for any well-formed address, so it does not reveal who has an account', async () => {
    const { api } = harness();
    expect(await requestPasswordReset(api, noBookings.email)).toBe(true);
    expect(await requestPasswordReset(api, 'niemand@example.org')).toBe(true);
  });

  it('fails for a malformed address and when the server refuses', async () => {
    expect(await requestPasswordReset(harness().api, 'keine-adresse')).toBe(false);
    const { api } = harness({ scenarios: ['password-reset-failed'] });
    expect(await requestPasswordReset(api, noBookings.email)).toBe(false);
  });
});

describe('the e-mail requests refused for too many requests (429)', () => {
  it('answer the wait of Retry-After (scenario account-rate-limited)', async () => {
    const { api } = harness({ scenarios: ['account-rate-limited'] });
    expect(await requestPasswordReset(api, noBookings.email)).toEqual({ retryAfter: 1800 });
    expect(await resendConfirmation(api, unconfirmed.email)).toEqual({ retryAfter: 1800 });
  });

  it('meet the demo backend’s limit of 5 reset mails an hour per address', async () => {
    const { api } = harness();
    for (let i = 0; i < 5; i += 1)
      expect(await requestPasswordReset(api, noBookings.email)).toBe(true);
    expect(await requestPasswordReset(api, noBookings.email)).toEqual({ retryAfter: 3600 });
  });
});

describe('resetPassword (discovery §7 PUT /customers/password)', () => {
  const login = (api: ReturnType<typeof harness>['api'], password: string) =>
    api.POST('/customers/login', { body: { customer: { email: noBookings.email, password } } });

  it('sets the new password: logging in works with it, no longer with the old one', async () => {
    const { api } = harness();
    const password = 'neues-passwort-1';
    const saved = await resetPassword(api, {
      password,
      passwordConfirmation: password,
      resetPasswordToken: token,
    });
    expect(saved).toBe(true);
    expect((await login(api, password)).ok).toBe(true);
    expect((await login(api, noBookings.password)).ok).toBe(false);
  });

  it('fails when the confirmation differs (the server enforces the match, §5)', async () => {
    const { api } = harness();
    const sent = { password: 'neues-passwort-1', passwordConfirmation: 'anderes-passwort' };
    expect(await resetPassword(api, { ...sent, resetPasswordToken: token })).toBe(false);
    expect((await login(api, noBookings.password)).ok).toBe(true);
  });

  it('fails with an unknown token', async () => {
    const { api } = harness();
    const password = 'neues-passwort-1';
    const sent = { password, passwordConfirmation: password, resetPasswordToken: 'abgelaufen' };
    expect(await resetPassword(api, sent)).toBe(false);
  });
});
