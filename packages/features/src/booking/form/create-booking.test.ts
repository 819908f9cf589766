import type { ApiError } from '@kurse/api-client';
import { messagesFor } from '@kurse/i18n';
import { describe, expect, it } from 'vitest';
import { createErrorMessage } from './create-booking';

const LL = messagesFor('de');
const error = (status: number, code: string | null = null, fieldErrors = {}): ApiError =>
  status === 0
    ? { kind: 'network', status: 0, code: null, message: null, fieldErrors: {} }
    : { kind: 'http', status, code, message: null, fieldErrors };

describe('createErrorMessage (transactions §8 Booking create)', () => {
  it('maps each status of the create catalogue', () => {
    expect(createErrorMessage(LL, error(0))).toMatch(/unbekannter Fehler/);
    expect(createErrorMessage(LL, error(401))).toBe('Das Passwort ist falsch.');
    expect(createErrorMessage(LL, error(429))).toMatch(/Buchungslimit ist erreicht/);
    expect(createErrorMessage(LL, error(400))).toMatch(/wende dich an den Anbieter/);
    expect(createErrorMessage(LL, error(503))).toMatch(/unbekannter Fehler/);
  });

  it('gives a 422 the message of its code, with the participant cap', () => {
    expect(createErrorMessage(LL, error(422, 'booked_out'))).toMatch(/ausgebucht/);
    expect(createErrorMessage(LL, error(422, 'too_many_participants'), 4)).toMatch(/höchstens 4/);
  });

  it('names the first field and its catalogue message when a 422 has field errors but no known code', () => {
    const answer = error(422, null, { firstName: ["can't be blank"], email: ['is invalid'] });
    expect(createErrorMessage(LL, answer)).toBe('Vorname: Bitte fülle dieses Feld aus.');
    expect(createErrorMessage(LL, error(422, 'something_new'))).toMatch(/unbekannter Fehler/);
  });
});
