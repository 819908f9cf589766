import { messagesFor } from '@kurse/i18n';
import { describe, expect, it } from 'vitest';
import { harness } from '../test';
import { login, signup } from './sign-in';
import {
  loginLockedText,
  tooManyRequestsOf,
  tooManyRequestsText,
  waitMinutes,
} from './too-many-requests';

const de = messagesFor('de');
const en = messagesFor('en');
const demo = { email: 'demo@kurse.example', password: 'kurse-demo' };

describe('the wait of a 429 in minutes', () => {
  it('rounds Retry-After seconds up to whole minutes, at least one', () => {
    expect(waitMinutes(600)).toBe(10);
    expect(waitMinutes(601)).toBe(11);
    expect(waitMinutes(59)).toBe(1);
    expect(waitMinutes(0)).toBe(1);
  });

  it('names no wait without a usable Retry-After', () => {
    expect(waitMinutes(null)).toBeNull();
    expect(waitMinutes(undefined)).toBeNull();
    expect(waitMinutes(-5)).toBeNull();
  });

  it('is the refusal of a 429 only', () => {
    expect(tooManyRequestsOf({ status: 429, retryAfter: 60 })).toEqual({ retryAfter: 60 });
    expect(tooManyRequestsOf({ status: 429 })).toEqual({ retryAfter: null });
    expect(tooManyRequestsOf({ status: 422, retryAfter: 60 })).toBeNull();
    expect(tooManyRequestsOf(null)).toBeNull();
  });
});

describe('the texts', () => {
  it('name the login lock-out with its minutes, German and English', () => {
    expect(loginLockedText(de, 600)).toBe(
      'Zu viele Anmeldeversuche. Bitte versuch es in 10 Minuten noch einmal.',
    );
    expect(loginLockedText(de, 30)).toBe(
      'Zu viele Anmeldeversuche. Bitte versuch es in 1 Minute noch einmal.',
    );
    expect(loginLockedText(en, 900)).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
    expect(loginLockedText(de, null)).toMatch(/^Zu viele Anmeldeversuche. Bitte warte/);
  });

  it('name a form’s wait and keep what was typed', () => {
    expect(tooManyRequestsText(de, 1800)).toBe(
      'Zu viele Anfragen. Bitte versuch es in 30 Minuten noch einmal – deine Eingaben bleiben erhalten.',
    );
    expect(tooManyRequestsText(en, 60)).toBe(
      'Too many requests. Please try again in 1 minute – what you entered is kept.',
    );
    expect(tooManyRequestsText(en, undefined)).toMatch(/^Too many requests. Please wait/);
  });
});

describe('login and sign-up refused for too many requests', () => {
  it('a locked login fails with its reason and the wait of Retry-After', async () => {
    const { api, stores } = harness({ scenarios: ['login-locked'] });
    expect(await login({ api, stores }, demo)).toBe('failed');
    expect(stores.session.loginFailure).toBe('tooManyRequests');
    expect(stores.session.tooManyRequests).toEqual({ action: 'login', retryAfter: 600 });
    expect(stores.session.user).toBeNull();
  });

  it('the demo backend locks the e-mail after 10 failed logins, the right password too', async () => {
    const { api, stores } = harness();
    for (let i = 0; i < 10; i += 1) {
      await login({ api, stores }, { ...demo, password: `falsch-${i}` });
      expect(stores.session.loginFailure).toBe('credentials');
    }
    expect(await login({ api, stores }, demo)).toBe('failed');
    expect(stores.session.loginFailure).toBe('tooManyRequests');
    expect(stores.session.tooManyRequests).toEqual({ action: 'login', retryAfter: 900 });
  });

  it('the next login attempt forgets the refusal', async () => {
    const { api, stores, mock } = harness({ scenarios: ['login-locked'] });
    await login({ api, stores }, demo);
    mock.scenarios.disable('login-locked');
    expect(await login({ api, stores }, demo)).toBe('success');
    expect(stores.session.tooManyRequests).toBeNull();
  });

  it('a refused sign-up keeps no field errors and names the wait', async () => {
    const { api, stores } = harness({ scenarios: ['account-rate-limited'] });
    const customer = { firstName: 'Mara', lastName: 'Klein', email: 'mara@example.org' };
    expect(await signup({ api, stores }, { ...customer, password: 'geheim123' })).toBe(false);
    expect(stores.session.signup).toBe('failed');
    expect(stores.session.fieldErrors).toEqual({});
    expect(stores.session.tooManyRequests).toEqual({ action: 'signup', retryAfter: 1800 });
  });
});
