import { describe, expect, it } from 'vitest';
import { loadLocale, messagesFor } from '../load';
import {
  ageRangeText,
  ageText,
  readingTimeText,
  scheduleHintText,
  sinceText,
  validityText,
} from './labels';

await loadLocale('en');
const de = messagesFor('de');
const en = messagesFor('en');

describe('labels', () => {
  it('writes ages with the half sign', () => {
    expect(ageText(de, 6)).toBe('6 Monate');
    expect(ageText(de, 1)).toBe('1 Monat');
    expect(ageText(de, 18)).toBe('1½ Jahre');
    expect(ageText(en, 18)).toBe('1½ years');
    expect(ageText(de, 12)).toBe('1 Jahr');
    expect(ageText(en, { unit: 'years', value: 5, half: false })).toBe('5 years');
    expect(ageRangeText(de, 6, 36)).toBe('6 Monate – 3 Jahre');
    expect(ageRangeText(en, 60, null)).toBe('from 5 years');
    expect(ageRangeText(de, undefined, 30)).toBe('bis 2½ Jahre');
    expect(ageRangeText(de, null, null)).toBeNull();
  });

  it('writes reading times, "since" badges and validities', () => {
    expect(readingTimeText(de, 0)).toBe('Lesezeit: weniger als eine Minute');
    expect(readingTimeText(en, 1)).toBe('Reading time: 1 minute');
    expect(readingTimeText(de, 4.4)).toBe('Lesezeit: 4 Minuten');
    expect(sinceText(de, 30)).toBe('Neu dabei');
    expect(sinceText(de, 45)).toBe('Seit 1 Monat dabei');
    expect(sinceText(en, 400)).toBe('On Kurse for 1 year and 1 month');
    expect(sinceText(de, 800)).toBe('Seit 2 Jahren und 2 Monaten dabei');
    expect(sinceText(en, 731)).toBe('On Kurse for 2 years');
    expect(sinceText(de, null)).toBeNull();
    expect(validityText(de, 7)).toBe('1 Woche');
    expect(validityText(en, 365)).toBe('1 year');
    expect(validityText(de, 0)).toBe('Unbegrenzt');
  });

  it('writes schedule card hints with Berlin dates', () => {
    expect(scheduleHintText(de, { kind: 'onlyFewLeft', participantsLeft: 2 }, 'de')).toBe(
      'Nur noch wenige Plätze',
    );
    expect(scheduleHintText(de, { kind: 'startsAt', date: '2026-11-22T23:30:00Z' }, 'de')).toBe(
      'Beginnt am 23.11.2026',
    );
    expect(scheduleHintText(en, { kind: 'startedAt', date: '2026-11-02' }, 'en')).toBe(
      'Started on 02/11/2026',
    );
    expect(scheduleHintText(en, { kind: 'bookedOut' }, 'en')).toBe('Fully booked');
  });

  it('chooses plural forms in both languages', () => {
    expect(de.states.placesLeft({ count: 1 })).toBe('Noch 1 Platz frei');
    expect(de.states.placesLeft({ count: 3 })).toBe('Noch 3 Plätze frei');
    expect(en.states.placesLeft({ count: 1 })).toBe('1 place left');
    expect(de.contracts.perInterval.month({ count: 1 })).toBe('pro Monat');
    expect(en.contracts.perInterval.week({ count: 2 })).toBe('every 2 weeks');
  });
});
