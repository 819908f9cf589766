/** Public ratings of providers and courses (discovery §3 Rating), drawn from a pool of reviews. */
import type { Schemas } from '../db/types';
import { intBetween, pick, pickSome } from './prng';
import type { Rng } from './prng';
import type { SeedClock } from './time';

const TEXTS = [
  'Unsere Tochter freut sich jede Woche riesig auf den Kurs. Die Kursleiterin ist unglaublich geduldig und herzlich.',
  'Sehr gut organisiert, kleine Gruppe und eine tolle Atmosphäre. Wir haben direkt den nächsten Kurs gebucht.',
  'Unser Sohn war am Anfang sehr schüchtern und ist inzwischen kaum wiederzuerkennen. Vielen Dank!',
  'Die Räume sind hell und sauber, es gibt genug Platz für Kinderwagen. Parken ist allerdings schwierig.',
  'Toller Kurs mit vielen Ideen für zu Hause. Einziger Wunsch: etwas mehr Zeit zum Austausch am Ende.',
  'Kompetent, freundlich, zuverlässig. Als eine Stunde ausfiel, wurde sie sofort nachgeholt.',
  'Wir kommen schon mit dem zweiten Kind und sind wieder begeistert.',
  'Preis und Leistung stimmen. Die Buchung über die Website war unkompliziert.',
  'Meine Kinder reden zu Hause von nichts anderem mehr. Absolute Empfehlung!',
  'Gute Betreuung, aber die Gruppe war für mein Kind etwas zu groß. Trotzdem hat es Spaß gemacht.',
  'Eine wunderbare Auszeit vom Alltag – für uns beide. Danke für die schönen Stunden.',
  'Die Kursleitung geht auf jedes Kind einzeln ein. So stellt man sich das vor.',
];

const NAMES = [
  'Anja M.',
  'Sebastian K.',
  'Maximiliane Schneider-Hofmann',
  'Lea',
  'Christopher Wagenknecht',
  'Familie Yılmaz',
  'Tom R.',
  'Katharina von Bergen',
  'Nils',
  'Aylin S.',
  'Mareike Brandstätter',
  'Jonas',
];

/** `count` ratings over the last year, each about one of `courseNames` when there are any. */
export function buildRatings(
  rng: Rng,
  clock: SeedClock,
  count: number,
  courseNames: readonly string[],
): Schemas['Rating'][] {
  const texts = pickSome(rng, TEXTS, Math.min(count, TEXTS.length));
  return texts
    .map((text) => ({
      text,
      name: pick(rng, NAMES),
      createdAt: clock.shift(-intBetween(rng, 3, 360), -intBetween(rng, 0, 10)),
      course: courseNames.length > 0 ? { name: pick(rng, courseNames) } : null,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
