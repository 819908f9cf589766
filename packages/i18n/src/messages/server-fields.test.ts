import { serverFieldError, serverFieldErrors } from '@kurse/domain';
import { describe, expect, it } from 'vitest';
import { loadLocale, messagesFor } from '../load';
import { fieldLabel, firstFieldAlert, serverFieldMessage } from './server-fields';

await loadLocale('en');
const de = messagesFor('de');
const en = messagesFor('en');
const message = (LL: typeof de, field: string, text: string) =>
  serverFieldMessage(LL, field, serverFieldError(text));

describe('serverFieldMessage (discovery §5, §8; transactions §5, §8)', () => {
  it('gives the catalogue text of each server wording, never the server words', () => {
    expect(message(de, 'firstName', "can't be blank")).toBe('Bitte fülle dieses Feld aus.');
    expect(message(de, 'email', 'is invalid')).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(message(de, 'email', 'has already been taken')).toBe(
      'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder nimm eine andere.',
    );
    expect(message(de, 'password', 'is too short (minimum is 8 characters)')).toBe(
      'Bitte gib mindestens 8 Zeichen ein.',
    );
    expect(message(de, 'name', 'is too long (maximum is 180 characters)')).toBe(
      'Bitte gib höchstens 180 Zeichen ein.',
    );
    expect(message(en, 'email', 'has already been taken')).toBe(
      'There is already an account with this email address. Log in or use another one.',
    );
    expect(message(en, 'password', 'is too short (minimum is 8 characters)')).toBe(
      'Please enter at least 8 characters.',
    );
  });

  it('gives an unknown text the field generic message', () => {
    expect(message(de, 'phone', 'Quelque chose ne va pas')).toBe(
      'Bitte gib eine gültige Telefonnummer ein.',
    );
    expect(message(de, 'postalCode', 'is invalid')).toBe(
      'Bitte gib eine gültige Postleitzahl ein.',
    );
    expect(message(en, 'password', 'nope')).toBe('Please choose a different password.');
    expect(message(de, 'resetPasswordToken', 'is invalid')).toBe(
      'Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
    );
    expect(message(de, 'eventId', 'weird')).toBe('Bitte prüfe diese Angabe.');
    expect(message(en, 'eventId', 'has already been taken')).toBe('This is already taken.');
    expect(message(de, 'email', 'not found')).toBe(
      'Zu dieser E-Mail-Adresse haben wir kein Konto gefunden.',
    );
    expect(message(en, 'city', 'not found')).toBe('Please check this entry.');
    expect(message(en, 'from', 'x')).toBe('Please enter a valid email address.');
  });
});

describe('firstFieldAlert (transactions §8: the first field message is alerted)', () => {
  const errors = serverFieldErrors({
    email: ['has already been taken'],
    password: ['is too short (minimum is 8 characters)'],
  });

  it('names the first field by its label', () => {
    expect(firstFieldAlert(de, errors)).toBe(
      'E-Mail-Adresse: Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder nimm eine andere.',
    );
    expect(firstFieldAlert(en, { postalCode: { kind: 'blank' } })).toBe(
      'Postcode: Please fill in this field.',
    );
  });

  it('takes a label the caller knows, else the message alone', () => {
    expect(firstFieldAlert(de, { participantName: { kind: 'blank' } }, () => 'Teilnehmer')).toBe(
      'Teilnehmer: Bitte fülle dieses Feld aus.',
    );
    expect(firstFieldAlert(de, { eventId: { kind: 'taken' } })).toBe(
      'Diese Angabe ist schon vergeben.',
    );
    expect(firstFieldAlert(de, {})).toBeUndefined();
  });

  it('knows labels of the fields namespace only', () => {
    expect(fieldLabel(de, 'firstName')).toBe('Vorname');
    expect(fieldLabel(de, 'bookingItem')).toBeUndefined();
    expect(fieldLabel(de, 'toString')).toBeUndefined();
    expect(fieldLabel(de, 'nothing')).toBeUndefined();
  });
});
