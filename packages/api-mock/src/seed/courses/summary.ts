/** Course fields summarised from its events: price range, dates and places (discovery §3 Course). */
import type { Schemas } from '../../db/types';

type Event = Schemas['Event'];

const startOf = (e: Event) => e.startDate ?? null;

/** Price range, dates and places of a course, summarised from its visible events. */
export function summary(events: readonly Event[]) {
  const visible = events.filter((e) => !e.hidden);
  const prices = visible.flatMap((e) => [
    ...(e.priceOptions ?? []).map((o) => o.price),
    ...(e.products ?? []).map((p) => p.price),
  ]);
  const starts = visible
    .map(startOf)
    .filter((s): s is string => s !== null)
    .sort();
  const ends = visible
    .map((e) => e.endDate ?? null)
    .filter((s): s is string => s !== null)
    .sort();
  const counted = visible.filter((e) => e.participantCount != null && e.participantsLeft != null);
  return {
    priceFrom: prices.length ? Math.min(...prices) : null,
    priceTo: prices.length ? Math.max(...prices) : null,
    hasPrices: prices.length > 0,
    startDate: starts[0] ?? null,
    startDates: starts,
    endDate: ends[ends.length - 1] ?? null,
    participantCount: counted.length
      ? counted.reduce((s, e) => s + (e.participantCount ?? 0), 0)
      : null,
    participantsLeft: counted.length
      ? counted.reduce((s, e) => s + (e.participantsLeft ?? 0), 0)
      : null,
  };
}
