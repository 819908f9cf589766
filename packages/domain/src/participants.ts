/** Default and highest price-based number of participants per booking. Spec: transactions §9. */
export const DEFAULT_MAX_PARTICIPANTS = 10;
/** Price in cents from which only one participant may be booked. Spec: transactions §9. */
export const SINGLE_PARTICIPANT_PRICE_THRESHOLD = 50000;
/** Lowest price-based cap below the single-participant threshold. Spec: transactions §9. */
export const MIN_PRICE_BASED_PARTICIPANTS = 3;
/** A booking needs at least this many participants. Spec: transactions §5. */
export const MIN_PARTICIPANTS = 1;
/** Price option type whose participants count as one. Spec: transactions §3, §5. */
export const TOP_UP_OPTION_TYPE = 'top_up';

/** The parts of a price option that shape participant handling. Spec: transactions §3 PriceOption. */
export interface ParticipantOption {
  typeOf?: string | null;
  participantMultiplier?: number | null;
}

/**
 * Price-based participant cap. Spec: transactions §9.
 * 1 at 50000 cents or more, otherwise `floor(50000 / price)` clamped to 3…10; free (≤ 0) gives 10.
 */
export function priceBasedMaxParticipants(price: number): number {
  if (price >= SINGLE_PARTICIPANT_PRICE_THRESHOLD) return 1;
  if (price <= 0) return DEFAULT_MAX_PARTICIPANTS;
  const byPrice = Math.floor(SINGLE_PARTICIPANT_PRICE_THRESHOLD / price);
  return Math.min(DEFAULT_MAX_PARTICIPANTS, Math.max(MIN_PRICE_BASED_PARTICIPANTS, byPrice));
}

/**
 * Participant cap of one booking. Spec: transactions §5, §9.
 * Minimum of the price-based cap, `participantsLeft` (null = unlimited) and the option's
 * `maxParticipantCount` (null, undefined or ≤ 0 = not set). Never below 0.
 */
export function maxParticipants(i: {
  price: number;
  participantsLeft: number | null;
  maxParticipantCount?: number | null;
}): number {
  const limits = [priceBasedMaxParticipants(i.price)];
  if (i.participantsLeft !== null) limits.push(i.participantsLeft);
  if (i.maxParticipantCount != null && i.maxParticipantCount > 0)
    limits.push(i.maxParticipantCount);
  return Math.max(0, Math.floor(Math.min(...limits)));
}

/** True for a `top_up` price option. Spec: transactions §3 PriceOption, §5. */
export function isTopUpOption(typeOf: string | null | undefined): boolean {
  return typeOf === TOP_UP_OPTION_TYPE;
}

/**
 * How many participants one "add" click adds. Spec: transactions §5.
 * The option's `participantMultiplier` (whole number, at least 1); a `top_up` option adds one.
 */
export function participantStep(option: ParticipantOption): number {
  if (isTopUpOption(option.typeOf)) return 1;
  const multiplier = Math.floor(option.participantMultiplier ?? 1);
  return multiplier >= 1 ? multiplier : 1;
}

/** True when one more block fits under the cap. Spec: transactions §5. */
export function canAddParticipants(
  current: number,
  option: ParticipantOption,
  cap: number,
): boolean {
  return current + participantStep(option) <= cap;
}

/** Participant count after one "add" click; unchanged when the block does not fit. Spec: transactions §5. */
export function addParticipantBlock(
  current: number,
  option: ParticipantOption,
  cap: number,
): number {
  return canAddParticipants(current, option, cap) ? current + participantStep(option) : current;
}

/** The remove button is disabled with one participant left. Spec: transactions §5. */
export function canRemoveParticipant(count: number): boolean {
  return count > MIN_PARTICIPANTS;
}

/** Participant count after removing one; never below one. Spec: transactions §5. */
export function removeParticipant(count: number): number {
  return canRemoveParticipant(count) ? count - 1 : count;
}

/** The "add a participant" hint shows when there is none. Spec: transactions §5. */
export function needsParticipantHint(count: number): boolean {
  return count < MIN_PARTICIPANTS;
}

/**
 * Participants that are charged: the count, or at most one for a `top_up` option.
 * Spec: transactions §5 ("for top_up options participants count as one"), §9.
 */
export function billableParticipants(count: number, typeOf?: string | null): number {
  const safe = Math.max(0, count);
  return isTopUpOption(typeOf) ? Math.min(safe, 1) : safe;
}
