import type { ApiError, BookingCreateRequest } from '@kurse/api-client';
import { messagesFor } from '@kurse/i18n';
import { describe, expect, it } from 'vitest';
import { harness, loseAnswers } from '../../core/test';
import { submitKeys } from '../../core';
import { createBooking, createErrorMessage } from './create-booking';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A guest's booking of the swimming school (event 1011) for these participants. */
const guestBooking = (...names: string[]): BookingCreateRequest => ({
  booking: {
    eventId: 1011,
    priceOptionId: 10111,
    participantsAttributes: names.map((name) => ({ name })),
  },
  customer: {
    firstName: 'Anna',
    lastName: 'Schmidt',
    email: 'anna@example.com',
    street: 'Lindenstraße 12',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
});

describe('createBooking sends one Idempotency-Key per submit (transactions §4 Booking)', () => {
  it('a retry after a lost answer gets the first booking, a changed form books anew', async () => {
    const { api, mock } = harness();
    const sent = loseAnswers(mock, /\/bookings$/);
    const before = mock.db.bookings.length;
    const keys = submitKeys();
    const lost = await createBooking(api, LL, guestBooking('Mia'), undefined, keys);
    expect(lost).toMatchObject({ ok: false, status: 0 });
    expect(mock.db.bookings).toHaveLength(before + 1);

    const retried = await createBooking(api, LL, guestBooking('Mia'), undefined, keys);
    if (!retried.ok) throw new Error(retried.alert);
    expect(mock.db.bookings).toHaveLength(before + 1);
    expect(retried.booking.id).toBe(mock.db.bookings.at(-1)?.booking.id);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[0]).toMatch(UUID);
    // The guest's device is the one the booking is bound to, though the first answer was lost.
    const own = await api.GET('/bookings/{id}', { params: { path: { id: retried.booking.id } } });
    expect(own.ok).toBe(true);

    const changed = await createBooking(api, LL, guestBooking('Mia', 'Paul'), undefined, keys);
    expect(changed.ok && changed.booking.id).not.toBe(retried.booking.id);
    expect(mock.db.bookings).toHaveLength(before + 2);
    expect(sent[2]).not.toBe(sent[0]);
  });

  it('two parallel submits of one form state make one booking', async () => {
    const { api, mock } = harness();
    const before = mock.db.bookings.length;
    const keys = submitKeys();
    const [a, b] = await Promise.all([
      createBooking(api, LL, guestBooking('Mia'), undefined, keys),
      createBooking(api, LL, guestBooking('Mia'), undefined, keys),
    ]);
    expect(a.ok && b.ok && a.booking.id === b.booking.id).toBe(true);
    expect(mock.db.bookings).toHaveLength(before + 1);
  });
});
