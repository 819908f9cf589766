import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverFieldError, serverFieldErrors } from './server-field-errors';

describe('serverFieldError (discovery §5, §8; transactions §5, §8)', () => {
  it('reads the Rails wordings of the scenarios signup-failed, profile-save-failed, contact-failed', () => {
    expect(serverFieldError("can't be blank")).toEqual({ kind: 'blank' });
    expect(serverFieldError('can’t be blank')).toEqual({ kind: 'blank' });
    expect(serverFieldError('is invalid')).toEqual({ kind: 'invalid' });
    expect(serverFieldError('has already been taken')).toEqual({ kind: 'taken' });
    expect(serverFieldError('is too short (minimum is 8 characters)')).toEqual({
      kind: 'tooShort',
      min: 8,
    });
    expect(serverFieldError('is too long (maximum is 180 characters)')).toEqual({
      kind: 'tooLong',
      max: 180,
    });
    expect(serverFieldError('not found')).toEqual({ kind: 'notFound' });
  });

  it('reads the other messages of the demo backend as invalid', () => {
    for (const message of [
      'must be between 1 and 1000',
      'must be an integer',
      'is not included in the list',
      'is not a number',
    ]) {
      expect(serverFieldError(message)).toEqual({ kind: 'invalid' });
    }
  });

  it('reads German wordings and bare error types', () => {
    expect(serverFieldError('muss ausgefüllt werden')).toEqual({ kind: 'blank' });
    expect(serverFieldError('ist bereits vergeben')).toEqual({ kind: 'taken' });
    expect(serverFieldError('ist nicht gültig')).toEqual({ kind: 'invalid' });
    expect(serverFieldError('ist zu kurz (nicht weniger als 8 Zeichen)')).toEqual({
      kind: 'tooShort',
      min: 8,
    });
    expect(serverFieldError('ist zu lang (mehr als 25 Zeichen)')).toEqual({
      kind: 'tooLong',
      max: 25,
    });
    expect(serverFieldError('blank')).toEqual({ kind: 'blank' });
    expect(serverFieldError('taken')).toEqual({ kind: 'taken' });
    expect(serverFieldError(' invalid ')).toEqual({ kind: 'invalid' });
  });

  it('a length error without its limit is invalid', () => {
    expect(serverFieldError('is too short')).toEqual({ kind: 'invalid' });
    expect(serverFieldError('too_long')).toEqual({ kind: 'invalid' });
  });

  it('anything else is unknown, whatever its language', () => {
    expect(serverFieldError('Quelque chose ne va pas')).toEqual({ kind: 'unknown' });
    expect(serverFieldError('')).toEqual({ kind: 'unknown' });
  });

  it('always answers one of the kinds (property)', () => {
    const kinds = ['blank', 'invalid', 'taken', 'notFound', 'tooShort', 'tooLong', 'unknown'];
    fc.assert(
      fc.property(fc.string(), (message) => {
        expect(kinds).toContain(serverFieldError(message).kind);
      }),
    );
  });
});

describe('serverFieldErrors (transactions §8: the first key is the one alerted)', () => {
  it('keeps one kind per field from its first message, in the server order', () => {
    const result = serverFieldErrors({
      email: ['has already been taken', 'is invalid'],
      city: [],
      password: ['is too short (minimum is 8 characters)'],
    });
    expect(result).toEqual({
      email: { kind: 'taken' },
      password: { kind: 'tooShort', min: 8 },
    });
    expect(Object.keys(result)).toEqual(['email', 'password']);
  });

  it('answers nothing for no errors', () => {
    expect(serverFieldErrors({})).toEqual({});
  });
});
