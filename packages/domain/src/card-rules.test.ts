import { describe, expect, it } from 'vitest';
import { cardDigits, cvcValid, expiryPassed, luhnValid, parseExpiry } from './card-rules';

describe('card number (transactions §8 incorrect number)', () => {
  it('drops spaces and dashes and refuses other characters', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 42x2')).toBeNull();
    expect(cardDigits('')).toBe('');
  });

  it('passes the Luhn check for the test cards and refuses a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000002760003184')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4000000000000001')).toBe(false);
  });

  it('needs 12 to 19 digits', () => {
    expect(luhnValid('0')).toBe(false);
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('000000000000')).toBe(true);
    expect(luhnValid('00000000000000000000')).toBe(false);
  });
});

describe('expiry (transactions §8 invalid expiry, expired)', () => {
  it('reads MM/YY, MMYY and MM/YYYY', () => {
    expect(parseExpiry('04/28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry(' 4 / 28 ')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('0428')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('12/2031')).toEqual({ month: 12, year: 2031 });
  });

  it('refuses month 0 and 13 and other text', () => {
    expect(parseExpiry('00/28')).toBeNull();
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('4/2')).toBeNull();
    expect(parseExpiry('April 28')).toBeNull();
  });

  it('is valid through the last day of its month', () => {
    const now = new Date(2026, 10, 30, 23, 59);
    expect(expiryPassed({ month: 11, year: 2026 }, now)).toBe(false);
    expect(expiryPassed({ month: 10, year: 2026 }, now)).toBe(true);
    expect(expiryPassed({ month: 12, year: 2025 }, now)).toBe(true);
    expect(expiryPassed({ month: 1, year: 2027 }, now)).toBe(false);
  });
});

describe('CVC', () => {
  it('is 3 or 4 digits', () => {
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('1234')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('12345')).toBe(false);
    expect(cvcValid('12a')).toBe(false);
  });
});
