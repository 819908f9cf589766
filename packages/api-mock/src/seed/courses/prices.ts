/** Price options of seed events (transactions §3 PriceOption), scaled to the provider's price level. */
import type { Schemas } from '../../db/types';
import type { PriceSpec } from './types';

/** A price scaled by the provider's level, in whole euros minus 10 cents; free and high prices stay. */
function scaled(price: number, factor: number): number {
  if (price === 0 || price >= 40000 || factor === 1) return price;
  return Math.max(100, Math.round((price * factor) / 100) * 100 - 100);
}

/** The price options of an event; ids are `eventId * 10 + n`. */
export function priceOptions(
  eventId: number,
  specs: readonly PriceSpec[],
  factor: number,
): Schemas['PriceOption'][] {
  return specs.map((s, i) => ({
    id: eventId * 10 + i + 1,
    name: s.name,
    description: s.description ?? null,
    price: scaled(s.price, factor),
    typeOf: s.typeOf ?? 'standard',
    participantMultiplier: s.multiplier ?? 1,
    maxParticipantCount: s.max ?? null,
    recurring: s.recurring !== undefined,
    intervalType: s.recurring?.intervalType ?? null,
    intervalCount: s.recurring?.intervalCount ?? null,
    periodCount: s.recurring?.periodCount ?? null,
    currency: 'EUR',
    model: 'PriceOption',
  }));
}
