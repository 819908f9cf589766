/**
 * The search assistant's rules (discovery §4 Search assistant, §7 POST /search/text): a German or
 * English sentence becomes filters. Age words, location types, a maximum price, a town of the
 * towns list, "tomorrow" or "at the weekend" are recognised; the remaining words are the term.
 */
import { ASSISTANT_DEFAULTS, addIsoDays, berlinToday, euroToCents } from '@kurse/domain';
import type { AgeGroup, LocationType } from '@kurse/domain';
import type { Schemas, Town } from '../db/types';
import { assistantMessage } from './assistant-message';

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const word = (pattern: string) => new RegExp(`${L}(?:${pattern})${R}`, 'giu');

const AGE_WORDS: Readonly<Record<AgeGroup, RegExp>> = {
  baby: word('bab(?:y|ys|ies)|säuglinge?'),
  child: word('kind(?:er|es)?|child(?:ren)?|kids?'),
  parents: word('eltern|parents?'),
};
const LOCATION_WORDS: Readonly<Record<LocationType, RegExp | null>> = {
  online: word('online'),
  on_site: word('vor ort|on[ -]site|in person'),
  home: word('zu hause|zuhause|daheim|at home'),
  by_arrangement: null,
};
const PRICE = word(
  '(?:bis|unter|höchstens|maximal|max\\.?|under|below|up to|less than|at most)\\s*(?:€\\s*)?(\\d+(?:[.,]\\d{1,2})?)\\s*(?:€|eur|euros?)?',
);
const TOMORROW = word('morgen|tomorrow');
const WEEKEND = word(
  '(?:(?:am|zum|an diesem|dieses|at the|this|on the|over the)\\s+)?(?:wochenende|weekend)',
);
const STOP_WORDS = new Set(
  (
    'ich suche suchen such finde finden möchte will wir mein meine meinen meinem meiner für fuer ' +
    'in im am an auf der die das den dem des ein eine einen einem einer und oder mit von vom zum zur ' +
    'bitte gibt es etwas was wo einen kurs kurse angebot angebote nach bei ' +
    'i am looking for a an the my our in at on and or with some any please find want need of to ' +
    'course courses class classes near'
  ).split(' '),
);

/** Filters derived from a sentence, or null when nothing was understood. */
export function interpretSentence(
  text: string,
  locale: 'de' | 'en',
  towns: readonly Town[],
  now: Date,
): Schemas['SearchTextResult'] | null {
  let rest = ` ${text.normalize('NFC')} `;
  const take = (pattern: RegExp): RegExpMatchArray | null => {
    const match = [...rest.matchAll(pattern)][0] ?? null;
    rest = rest.replace(pattern, ' ');
    return match;
  };
  const ageGroups = (Object.keys(AGE_WORDS) as AgeGroup[]).filter((g) => take(AGE_WORDS[g]));
  const locationTypes = (Object.keys(LOCATION_WORDS) as LocationType[]).filter((t) => {
    const pattern = LOCATION_WORDS[t];
    return pattern !== null && take(pattern) !== null;
  });
  const price = take(PRICE)?.[1];
  const maxPrice = price === undefined ? null : euroToCents(Number(price.replace(',', '.')));
  const town = [...towns]
    .sort((a, b) => b.name.length - a.name.length)
    .find((t) => take(word(t.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
  const today = berlinToday(now);
  let startDate: string | null = ASSISTANT_DEFAULTS.startDate;
  if (take(WEEKEND)) {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    startDate = addIsoDays(today, (6 - weekday + 7) % 7);
  }
  if (take(TOMORROW)) startDate = addIsoDays(today, 1);
  const words = rest
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w.toLowerCase()) && !/^\d/.test(w));
  const term = words.length ? words.join(' ') : null;
  const understood =
    term || ageGroups.length || locationTypes.length || maxPrice !== null || town || startDate;
  if (!understood) return null;
  const result: Schemas['SearchTextResult'] = {
    term,
    address: town?.name ?? null,
    lat: town?.lat ?? null,
    lng: town?.lng ?? null,
    bookable: ASSISTANT_DEFAULTS.bookable,
    maxPrice,
    radius: ASSISTANT_DEFAULTS.radius,
    startDate,
    message: '',
  };
  if (ageGroups.length) result.ageGroups = ageGroups;
  if (locationTypes.length) result.locationTypes = locationTypes;
  result.message = assistantMessage(result, locale);
  return result;
}
