import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  email,
  hasErrors,
  integerRange,
  isEmail,
  isFilled,
  maxLength,
  minLength,
  required,
  supportedCountry,
  validateFields,
} from './validation-rules';

describe('isEmail (discovery §5, pragmatic pattern)', () => {
  it('accepts something@something.tld', () => {
    expect(isEmail('anna@example.de')).toBe(true);
    expect(isEmail('a.b+c@sub.example.co.uk')).toBe(true);
    expect(isEmail(' anna@example.de ')).toBe(true);
  });

  it('rejects spaces, missing parts and one-letter top-level parts', () => {
    expect(isEmail('anna example@x.de')).toBe(false);
    expect(isEmail('anna@example')).toBe(false);
    expect(isEmail('@example.de')).toBe(false);
    expect(isEmail('anna@@example.de')).toBe(false);
    expect(isEmail('anna@example.d')).toBe(false);
    expect(isEmail('anna@example.')).toBe(false);
  });

  it('property: never matches a string containing whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(EMAIL_PATTERN.test(`${a} ${b}`)).toBe(false);
      }),
    );
  });
});

describe('rules', () => {
  it('isFilled: trimmed strings, finite numbers, non-null values', () => {
    expect(isFilled(' x ')).toBe(true);
    expect(isFilled('  ')).toBe(false);
    expect(isFilled(0)).toBe(true);
    expect(isFilled(Number.NaN)).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
    expect(isFilled(true)).toBe(true);
  });

  it('required', () => {
    expect(required('a')).toBeUndefined();
    expect(required(' ')).toEqual({ key: 'required' });
  });

  it('email passes empty values and flags bad addresses', () => {
    expect(email('')).toBeUndefined();
    expect(email(undefined)).toBeUndefined();
    expect(email('x')).toEqual({ key: 'email' });
    expect(email('x@y.de')).toBeUndefined();
  });

  it('maxLength at the boundary', () => {
    expect(maxLength(3)('abc')).toBeUndefined();
    expect(maxLength(3)('abcd')).toEqual({ key: 'maxLength', max: 3 });
    expect(maxLength(3)(undefined)).toBeUndefined();
  });

  it('minLength at the boundary, missing counts as empty', () => {
    expect(minLength(8)('1234567')).toEqual({ key: 'minLength', min: 8 });
    expect(minLength(8)('12345678')).toBeUndefined();
    expect(minLength(1)(undefined)).toEqual({ key: 'minLength', min: 1 });
  });

  it('integerRange accepts numbers and numeric strings', () => {
    const rule = integerRange(1, 1000);
    expect(rule(0)).toEqual({ key: 'range', min: 1, max: 1000 });
    expect(rule(1)).toBeUndefined();
    expect(rule('1000')).toBeUndefined();
    expect(rule(1001)).toEqual({ key: 'range', min: 1, max: 1000 });
    expect(rule(1.5)).toEqual({ key: 'integer' });
    expect(rule('abc')).toEqual({ key: 'integer' });
    expect(rule(true)).toEqual({ key: 'integer' });
    expect(rule('')).toBeUndefined();
  });

  it('supportedCountry', () => {
    expect(supportedCountry('AT')).toBeUndefined();
    expect(supportedCountry('US')).toEqual({ key: 'country' });
    expect(supportedCountry('')).toBeUndefined();
  });
});

describe('validateFields and hasErrors', () => {
  it('returns only failing fields with their first failing rule', () => {
    const errors = validateFields(
      { a: '', b: 'toolong', c: 'ok' },
      { a: [required, maxLength(2)], b: [required, maxLength(2)], c: [required] },
    );
    expect(errors).toEqual({ a: { key: 'required' }, b: { key: 'maxLength', max: 2 } });
    expect(hasErrors(errors)).toBe(true);
  });

  it('hasErrors is false for empty objects and searches nested ones', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: undefined })).toBe(false);
    expect(hasErrors({ names: {} })).toBe(false);
    expect(hasErrors({ names: { 2: { key: 'required' } } })).toBe(true);
  });
});
