import { describe, expect, it } from 'vitest';
import { loadLocale, messagesFor } from '../load';
import { cardErrorMessage, isServerErrorCode, serverErrorMessage } from './errors';
import { validationMessage } from './validation';

await loadLocale('en');
const de = messagesFor('de');
const en = messagesFor('en');

describe('validationMessage', () => {
  it('has a message with its parameters for every domain key', () => {
    expect(validationMessage(de, { key: 'required' })).toBe('Bitte fülle dieses Feld aus.');
    expect(validationMessage(en, { key: 'email' })).toBe('Please enter a valid email address.');
    expect(validationMessage(de, { key: 'maxLength', max: 180 })).toBe(
      'Bitte gib höchstens 180 Zeichen ein.',
    );
    expect(validationMessage(en, { key: 'minLength', min: 1 })).toBe(
      'Please enter at least 1 character.',
    );
    expect(validationMessage(en, { key: 'minLength', min: 8 })).toBe(
      'Please enter at least 8 characters.',
    );
    expect(validationMessage(de, { key: 'range', min: 1, max: 1000 })).toBe(
      'Bitte gib eine Zahl von 1 bis 1000 ein.',
    );
    expect(validationMessage(de, { key: 'integer' })).toBe('Bitte gib eine ganze Zahl ein.');
    expect(validationMessage(en, { key: 'country' })).toBe(
      'Please choose a country from the list.',
    );
    expect(validationMessage(de, { key: 'minCount', min: 1 })).toBe(
      'Bitte gib mindestens 1 Person an.',
    );
    expect(validationMessage(en, { key: 'minCount', min: 2 })).toBe(
      'Please add at least 2 people.',
    );
  });
});

describe('serverErrorMessage and cardErrorMessage', () => {
  it('maps server codes, with the participant cap, and falls back to the unknown error', () => {
    expect(serverErrorMessage(de, 'booked_out')).toMatch(/ausgebucht/);
    expect(serverErrorMessage(en, 'too_many_participants', { maxParticipants: 4 })).toMatch(
      /at most 4 participants/,
    );
    expect(serverErrorMessage(de, 'too_many_participants')).toMatch(/höchstens 10 Teilnehmende/);
    expect(serverErrorMessage(en, 'no_such_code')).toBe(en.booking.errors.server.unknown_error());
    expect(serverErrorMessage(de, undefined)).toBe(de.booking.errors.server.unknown_error());
    expect(isServerErrorCode('toString')).toBe(false);
  });

  it('knows every code the demo backend answers', () => {
    const codes = [
      'provider_not_bookable',
      'not_enough_places',
      'too_many_participants',
      'payment_error',
      'unknown_error',
      'billing_address_incomplete',
      'participant_name_missing',
      'participants_missing',
      'email_taken',
      'customer_data_invalid',
      'phone_invalid',
      'price_option_unavailable',
      'wrong_password',
      'booking_option_unavailable',
      'booked_out',
      'booking_invalid',
      'voucher_min_amount',
      'terms_not_accepted',
      'voucher_invalid',
      'amount_too_high',
      'wrong_state',
      'no_payment_method',
      'iban_not_valid',
      'payment_method_change_failed',
      'session_required',
      'not_found',
      'payment_not_approved',
      'booking_expired',
      'access_expired',
      'not_yet_active',
      'rate_limited',
    ];
    expect(codes.filter((code) => !isServerErrorCode(code))).toEqual([]);
  });

  it('maps card codes and falls back to the generic payment error', () => {
    expect(cardErrorMessage(en, 'card_declined')).toMatch(/declined/);
    expect(cardErrorMessage(de, 'invalid_iban')).toBe('Die IBAN ist ungültig.');
    expect(cardErrorMessage(de, 'something_new')).toBe(de.booking.errors.payment());
    expect(cardErrorMessage(en, null)).toBe(en.booking.errors.payment());
  });
});
