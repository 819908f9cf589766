/** The assistant's answer message in the request locale (discovery §7 POST /search/text). */
import { formatPrice } from '@kurse/domain';
import type { Schemas } from '../db/types';

const AGE = {
  de: { baby: 'Babys', child: 'Kinder', parents: 'Eltern' },
  en: { baby: 'babies', child: 'children', parents: 'parents' },
} as const;
const PLACE = {
  de: { online: 'online', on_site: 'vor Ort', home: 'zu Hause', by_arrangement: 'nach Absprache' },
  en: { online: 'online', on_site: 'on site', home: 'at home', by_arrangement: 'by arrangement' },
} as const;
const WORDS = {
  de: {
    and: ' und ',
    any: 'Angebote',
    for: ' für ',
    in: ' in ',
    from: ' ab ',
    upTo: ' bis ',
    lead: 'Ich suche ',
  },
  en: {
    and: ' and ',
    any: 'offers',
    for: ' for ',
    in: ' in ',
    from: ' from ',
    upTo: ' up to ',
    lead: 'Searching for ',
  },
} as const;

/** The message when the assistant understood nothing. */
export const NOT_UNDERSTOOD = {
  de: 'Das habe ich leider nicht verstanden. Beschreibe bitte, was du suchst, zum Beispiel „Schwimmkurs für mein Baby in Köln“.',
  en: 'Sorry, I did not understand that. Please describe what you are looking for, for example "swimming for my baby in Cologne".',
} as const;

/** A sentence naming what the assistant understood. */
export function assistantMessage(r: Schemas['SearchTextResult'], locale: 'de' | 'en'): string {
  const w = WORDS[locale];
  const list = (items: string[]) => items.join(w.and);
  let text = w.lead + (r.term ? `„${r.term}“` : w.any);
  if (r.ageGroups?.length) text += w.for + list(r.ageGroups.map((g) => AGE[locale][g]));
  if (r.address) text += w.in + r.address;
  if (r.locationTypes?.length) text += ` (${list(r.locationTypes.map((t) => PLACE[locale][t]))})`;
  if (r.startDate) text += w.from + r.startDate;
  if (r.maxPrice != null) text += w.upTo + formatPrice(r.maxPrice, locale);
  return `${text}.`;
}
