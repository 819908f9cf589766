import { describe, expect, it } from 'vitest';
import { call, tinyApi } from '../../test/harness';
import { ROUTE_TABLE } from '../handlers';
import { SCENARIOS } from './catalogue';
import { createScenarioRegistry, parseScenarioNames } from './registry';

const REQUIRED = [
  'provider-not-found', 'provider-error', 'login-failed', 'signup-failed', 'profile-save-failed',
  'contact-failed', 'password-reset-failed', 'password-edit-failed', 'confirmation-failed',
  'recommendations-failed', 'waiting-list-failed', 'assistant-unprocessable', 'assistant-rate-limited',
  'assistant-error', 'franchise-not-found', 'franchise-error', 'schedule-failed', 'booking-no-response',
  'booking-wrong-password', 'booking-invalid', 'booking-rate-limited', 'booking-bad-request',
  'booking-unknown', 'booking-booked-out', 'booking-too-many-participants',
  'booking-price-option-unavailable', 'booking-no-longer-valid', 'voucher-minimum', 'terms-required',
  'email-taken', 'voucher-unknown', 'authorize-failed', 'authorize-server-error',
  'paypal-amount-too-high', 'paypal-bad-request', 'paypal-wrong-state', 'payment-error',
  'payment-change-failed', 'confirm-failed', 'booking-load-failed', 'redirect-400', 'redirect-401',
  'redirect-404', 'redirect-409', 'redirect-410', 'contract-wrong-password', 'contract-invalid',
  'contract-invalid-unwrapped', 'contract-rate-limited', 'contract-unknown', 'product-server-error',
  'contract-load-failed', 'room-expired', 'room-too-early', 'room-session-required', 'room-error',
  'video-not-found', 'video-error',
]; // prettier-ignore

/** Every server code of the booking messages in transactions §8 (Error.yaml). */
const BOOKING_MESSAGE_CODES = [
  'provider_not_bookable', 'not_enough_places', 'too_many_participants', 'payment_error',
  'unknown_error', 'billing_address_incomplete', 'participant_name_missing', 'participants_missing',
  'email_taken', 'customer_data_invalid', 'phone_invalid', 'price_option_unavailable',
  'wrong_password', 'booking_option_unavailable', 'payment_method_change_failed', 'booked_out',
  'booking_invalid', 'voucher_min_amount', 'terms_not_accepted',
]; // prettier-ignore

describe('the scenario catalogue', () => {
  it('has every scenario the catalogues need, each name once', () => {
    const names = SCENARIOS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(REQUIRED));
  });

  it('forces each booking message code of transactions §8 somewhere', () => {
    const codes = SCENARIOS.flatMap((s) =>
      s.answer.kind === 'status' && 'code' in s.answer.body ? [s.answer.body.code] : [],
    );
    expect(codes).toEqual(expect.arrayContaining(BOOKING_MESSAGE_CODES));
  });

  it('names only operations that have a handler', () => {
    const operations = new Set(ROUTE_TABLE.map((r) => r.operationId));
    for (const s of SCENARIOS) {
      expect(s.operations.length, s.name).toBeGreaterThan(0);
      for (const op of s.operations) expect(operations.has(op), `${s.name}: ${op}`).toBe(true);
    }
  });

  it('repeats the status in every forced error body', () => {
    for (const s of SCENARIOS) {
      if (s.answer.kind === 'status' && s.answer.status >= 400) {
        expect(s.answer.body, s.name).toMatchObject({ status: s.answer.status });
      }
    }
  });
});

describe('the registry', () => {
  it('enables, disables and clears by name', () => {
    const registry = createScenarioRegistry(['login-failed']);
    registry.enable('provider-error', 'login-failed');
    expect(registry.active()).toEqual(['login-failed', 'provider-error']);
    registry.disable('login-failed');
    expect(registry.active()).toEqual(['provider-error']);
    registry.clear();
    expect(registry.active()).toEqual([]);
  });

  it('refuses unknown names', () => {
    expect(() => createScenarioRegistry(['nope'])).toThrow(/Unknown mock scenario: nope/);
  });

  it('parses comma-separated, URL-encoded lists', () => {
    expect(parseScenarioNames('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(parseScenarioNames('a%2Cb')).toEqual(['a', 'b']);
    expect(parseScenarioNames('%E0%A4%A')).toEqual(['%E0%A4%A']);
    expect(parseScenarioNames(null)).toEqual([]);
  });
});

describe('activation', () => {
  it('forces a scenario programmatically only for its operations', async () => {
    const api = tinyApi({ scenarios: ['provider-not-found'] });
    expect((await call(api, 'GET', '/api/providers/wasserratten')).status).toBe(404);
    expect((await call(api, 'GET', '/api/terms')).status).toBe(200);
    api.scenarios.clear();
    expect((await call(api, 'GET', '/api/providers/wasserratten')).status).toBe(200);
  });

  it('forces scenarios by header and by cookie for one request', async () => {
    const api = tinyApi();
    const byHeader = await call(api, 'GET', '/api/providers/wasserratten', {
      headers: { 'X-Mock-Scenario': 'login-failed, provider-error' },
    });
    expect(byHeader.status).toBe(500);
    const byCookie = await call(api, 'GET', '/api/franchises/babyschwimmen', {
      headers: { Cookie: 'other=1; kurse-scenario=franchise-not-found' },
    });
    expect(byCookie.status).toBe(404);
    expect((await call(api, 'GET', '/api/franchises/babyschwimmen')).status).toBe(200);
  });

  it('narrows a scenario to one operation with name@operationId', async () => {
    const api = tinyApi();
    const only = { headers: { Cookie: 'kurse-scenario=answer-500@getFranchise' } };
    expect((await call(api, 'GET', '/api/franchises/babyschwimmen', only)).status).toBe(500);
    expect((await call(api, 'GET', '/api/providers/wasserratten', only)).status).toBe(200);
    api.scenarios.enable('answer-500@getProvider');
    expect((await call(api, 'GET', '/api/providers/wasserratten')).status).toBe(500);
    expect((await call(api, 'GET', '/api/franchises/babyschwimmen')).status).toBe(200);
    expect(() => api.scenarios.enable('gibt-es-nicht@getProvider')).toThrow(/Unknown/);
  });

  it('lets the request win over programmatic scenarios and keeps the fingerprint', async () => {
    const api = tinyApi({ scenarios: ['room-expired'] });
    const answer = await call(api, 'GET', '/api/rooms/31?token=room-token', {
      headers: { 'X-Mock-Scenario': 'room-too-early' },
      fingerprint: 'fp_x',
    });
    expect(answer.status).toBe(425);
    expect(answer.headers.get('X-Device-Fingerprint')).toBe('fp_x');
    expect((await call(api, 'GET', '/api/rooms/31?token=room-token')).status).toBe(410);
  });

  it('answers a network error and a 300 redirect body', async () => {
    const api = tinyApi({ scenarios: ['booking-no-response', 'login-redirect'] });
    expect((await call(api, 'POST', '/api/bookings', { body: {} })).type).toBe('error');
    const login = await call(api, 'POST', '/api/customers/login', { body: {} });
    expect(login.status).toBe(300);
    expect(login.body).toEqual({ route: '/users/sign_in', token: 'csrf_demo' });
  });

  it('delays and then answers normally for a delay scenario', async () => {
    const api = tinyApi();
    const started = performance.now();
    const answer = await call(api, 'GET', '/api/search/all/', {
      headers: { 'X-Mock-Scenario': 'search-slow' },
    });
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
  });

  it('resets to the initial scenarios', () => {
    const api = tinyApi({ scenarios: ['login-failed'] });
    api.scenarios.enable('provider-error');
    api.reset();
    expect(api.scenarios.active()).toEqual(['login-failed']);
  });
});
