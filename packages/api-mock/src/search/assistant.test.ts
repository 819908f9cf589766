import { describe, expect, it } from 'vitest';
import { tinyDb } from '../../test/tiny-db';
import { interpretSentence } from './assistant';

const towns = tinyDb().towns;
// A Wednesday morning in Berlin.
const NOW = new Date('2026-03-04T08:00:00Z');
const ask = (text: string, locale: 'de' | 'en' = 'de', now = NOW) =>
  interpretSentence(text, locale, towns, now);

describe('the search assistant (discovery §4 Search assistant, §7 POST /search/text)', () => {
  it('turns a German sentence into filters', () => {
    expect(ask('Schwimmkurs für mein Baby in Köln am Wochenende bis 20 €')).toEqual({
      term: 'Schwimmkurs',
      address: 'Köln',
      lat: 50.9375,
      lng: 6.9603,
      ageGroups: ['baby'],
      bookable: true,
      maxPrice: 2000,
      radius: 25,
      startDate: '2026-03-07',
      message: 'Ich suche „Schwimmkurs“ für Babys in Köln ab 2026-03-07 bis 20,00 €.',
    });
  });

  it('turns an English sentence into filters with an English message', () => {
    const answer = ask('Music for kids and parents at home tomorrow under 15.50 euros', 'en');
    expect(answer).toMatchObject({
      term: 'Music',
      ageGroups: ['child', 'parents'],
      locationTypes: ['home'],
      maxPrice: 1550,
      startDate: '2026-03-05',
      address: null,
    });
    expect(answer?.message).toBe(
      'Searching for „Music“ for children and parents (at home) from 2026-03-05 up to €15.50.',
    );
  });

  it('recognises online and on-site offers', () => {
    expect(ask('Yoga online')?.locationTypes).toEqual(['online']);
    expect(ask('Turnen vor Ort in Wien')).toMatchObject({
      locationTypes: ['on_site'],
      address: 'Wien',
      term: 'Turnen',
    });
    expect(ask('Kinder')).toMatchObject({ term: null, ageGroups: ['child'] });
  });

  it('takes "tomorrow" from the clock in Europe/Berlin, and the weekend as the next Saturday', () => {
    const lateSaturday = new Date('2026-03-07T23:30:00Z'); // already Sunday in Berlin
    expect(ask('morgen', 'de', lateSaturday)?.startDate).toBe('2026-03-09');
    expect(ask('am Wochenende', 'de', lateSaturday)?.startDate).toBe('2026-03-14');
    expect(ask('this weekend', 'en', new Date('2026-03-07T10:00:00Z'))?.startDate).toBe(
      '2026-03-07',
    );
  });

  it('answers null when nothing is understood', () => {
    expect(ask('ich suche etwas für mein')).toBeNull();
    expect(ask('   ')).toBeNull();
  });
});
