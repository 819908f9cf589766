import { describe, expect, it } from 'vitest';
import { camelCaseKey, fieldErrorsOf, httpError, retryAfterSeconds, thrownError } from './errors';
import { isApiError, isCancelled } from './result';

const retryAfter = (value: string) => new Headers({ 'Retry-After': value });

describe('camelCaseKey', () => {
  it.each([
    ['postal_code', 'postalCode'],
    ['first_name', 'firstName'],
    ['booking_item_values_attributes', 'bookingItemValuesAttributes'],
    ['address_line_2', 'addressLine2'],
    ['participants_attributes.0.name', 'participantsAttributes.0.name'],
    ['postalCode', 'postalCode'],
    ['email', 'email'],
    ['_base', '_base'],
  ])('%s → %s', (key, expected) => {
    expect(camelCaseKey(key)).toBe(expected);
  });
});

describe('fieldErrorsOf (transactions §5, §8)', () => {
  it('wraps a single message and drops entries without string messages', () => {
    expect(fieldErrorsOf({ errors: { email: 'is invalid', phone: [1, null], city: [] } })).toEqual({
      email: ['is invalid'],
    });
  });

  it('reads a snake_case product_contract wrapper too', () => {
    expect(fieldErrorsOf({ product_contract: { event_id: ['is gone'] } })).toEqual({
      eventId: ['is gone'],
    });
  });

  it('concatenates messages of keys that meet after conversion', () => {
    expect(
      fieldErrorsOf({
        errors: { postal_code: ['a'], postalCode: ['b'] },
        customer: { postalCode: ['c'] },
      }),
    ).toEqual({ postalCode: ['a', 'b', 'c'] });
  });

  it('answers no field errors for bodies that are not objects', () => {
    expect(fieldErrorsOf('oops')).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf([{ email: ['x'] }])).toEqual({});
    expect(fieldErrorsOf({ errors: ['x'] })).toEqual({});
  });
});

describe('httpError', () => {
  it('ignores code and message that are not strings', () => {
    expect(httpError(500, { code: 17, message: { text: 'x' } })).toEqual({
      kind: 'http',
      status: 500,
      code: null,
      message: null,
      fieldErrors: {},
    });
  });

  it('gives an empty body (204-like error) nulls', () => {
    expect(httpError(429, undefined)).toMatchObject({ kind: 'http', status: 429, code: null });
  });

  it('only reads route and token as a redirect on status 300', () => {
    expect(httpError(400, { route: '/x', token: 't' }).kind).toBe('http');
  });

  it('carries the seconds of Retry-After, and nothing when the header is absent', () => {
    const limited = httpError(429, { status: 429, code: 'rate_limited' }, retryAfter('600'));
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 600 });
    expect(httpError(429, undefined, new Headers())).not.toHaveProperty('retryAfter');
  });
});

describe('retryAfterSeconds', () => {
  it('reads whole seconds, with spaces around', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(' 1 ')).toBe(1);
    expect(retryAfterSeconds('0')).toBe(0);
  });

  it('names no time for an HTTP date, a fraction, a negative or no value', () => {
    for (const value of ['Wed, 21 Oct 2026 07:28:00 GMT', '1.5', '-3', '', null, undefined]) {
      expect(retryAfterSeconds(value), String(value)).toBeUndefined();
    }
  });
});

describe('thrownError', () => {
  it('is cancelled for an AbortError', () => {
    expect(thrownError(new DOMException('aborted', 'AbortError')).kind).toBe('cancelled');
  });

  it('is cancelled when the signal was aborted with a custom reason', () => {
    const controller = new AbortController();
    controller.abort('superseded');
    expect(thrownError('superseded', controller.signal).kind).toBe('cancelled');
  });

  it('is a network failure otherwise, with status 0', () => {
    expect(thrownError(new TypeError('fetch failed'))).toEqual({
      kind: 'network',
      status: 0,
      code: null,
      message: null,
      fieldErrors: {},
    });
  });
});

describe('isApiError and isCancelled', () => {
  it('recognises errors of this client only', () => {
    expect(isApiError(httpError(404, {}))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'http', status: 404 })).toBe(false);
    expect(isApiError({ kind: 'other', status: 404, fieldErrors: {} })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });

  it('accepts results, errors and nothing', () => {
    const cancelled = thrownError(new DOMException('aborted', 'AbortError'));
    expect(isCancelled(cancelled)).toBe(true);
    expect(isCancelled({ ok: false, error: cancelled, response: null })).toBe(true);
    expect(isCancelled(httpError(500, null))).toBe(false);
    expect(isCancelled({ ok: true, data: 1, response: new Response() })).toBe(false);
    expect(isCancelled(null)).toBe(false);
    expect(isCancelled(undefined)).toBe(false);
  });
});
