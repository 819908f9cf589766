/**
 * Event cards of the franchise schedule: visibility, hints, dimming and location. Spec: discovery
 * §2 Franchise schedule ("Event card"), §3 Schedule event.
 */
import { isBookedOut } from './availability';
import { berlinDate } from './berlin-time';
import { TEXT_LIMITS, truncate } from './text';
import { isIsoDate } from './units';

/** Name length on schedule cards (30 characters). Spec: discovery §2 Event card, §9. */
export const SCHEDULE_CARD_NAME_MAX: number = TEXT_LIMITS.eventCardName;
/** "Only few left" shows below this many places. Spec: discovery §2 Event card. */
export const SCHEDULE_FEW_LEFT_BELOW = 3;

/** A schedule event as the schedule call returns it. Spec: discovery §3 Schedule event. */
export interface ScheduleEvent<A = unknown> {
  typeOf: string;
  startDate: string;
  endDate?: string | null;
  startDates?: readonly string[] | null;
  endDates?: readonly string[] | null;
  /** Start of the occurrence this card stands for. */
  matchingStartDate?: string | null;
  bookedOut?: boolean | null;
  participantsLeft?: number | null;
  provider: { name: string };
  course: {
    name: string;
    categories?: readonly { id: string | number }[] | null;
    flexibleLocation?: boolean | null;
    address?: A | null;
  };
}

/** A hint on a schedule card. Spec: discovery §2 Event card ("Hints"). */
export type ScheduleCardHint =
  | { kind: 'onlyFewLeft'; participantsLeft: number }
  | { kind: 'startsAt'; date: string }
  | { kind: 'startedAt'; date: string }
  | { kind: 'bookedOut' };

/** What a schedule card shows. Spec: discovery §2 Event card. */
export interface ScheduleCard<A = unknown> {
  courseName: string;
  providerName: string;
  /** Flexible location: computer icon and no address; otherwise pin and the course address. */
  location:
    { kind: 'flexible'; icon: 'computer' } | { kind: 'address'; icon: 'pin'; address: A | null };
  /** Shown at half opacity: booked out or past. */
  dimmed: boolean;
  /** Continuous events show a repeat icon beside the time range. */
  repeats: boolean;
  /** Time range of the occurrence (end null when unknown). */
  start: string;
  end: string | null;
  hints: ScheduleCardHint[];
}

const scheduleBookedOut = (e: ScheduleEvent<unknown>): boolean =>
  Boolean(e.bookedOut) || isBookedOut({ participantsLeft: e.participantsLeft ?? null });

/** Start and end of the occurrence: the matching start and the end date at the same index. */
function occurrence(e: ScheduleEvent<unknown>): { start: string; end: string | null } {
  const start = e.matchingStartDate ?? e.startDate;
  const index = e.startDates?.indexOf(start) ?? -1;
  const end = index >= 0 ? e.endDates?.[index] : undefined;
  return { start, end: end ?? e.endDate ?? null };
}

/** Berlin calendar day of a date or date-time string, null when unreadable. */
function dayOf(value: string | null | undefined): string | null {
  if (isIsoDate(value)) return value;
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : berlinDate(new Date(ms));
}

/**
 * Whether a schedule card shows at all. Spec: discovery §2 Event card: skipped unless the course
 * has one of the selected categories (the caller starts with all schedule categories selected);
 * a continuous event is hidden on days (Europe/Berlin) outside its start and end date.
 */
export function isScheduleCardVisible(
  e: ScheduleEvent<unknown>,
  selectedCategoryIds: readonly (string | number)[],
): boolean {
  const selected = new Set(selectedCategoryIds.map(String));
  if (!(e.course.categories ?? []).some((c) => selected.has(String(c.id)))) return false;
  if (e.typeOf !== 'continuous') return true;
  const day = dayOf(occurrence(e).start);
  const first = dayOf(e.startDate);
  const last = dayOf(e.endDate);
  if (day === null) return true;
  return (first === null || day >= first) && (last === null || day <= last);
}

/**
 * Hints of a schedule card, in display order. Spec: discovery §2 Event card: "only few left" when
 * participantsLeft is below 3 and not booked out; for block events "starts at" (start still
 * ahead of `now`) or "started at" with the block's start date; "booked out" when booked out
 * (the `bookedOut` flag or no places left).
 */
export function scheduleCardHints(e: ScheduleEvent<unknown>, now: Date): ScheduleCardHint[] {
  const hints: ScheduleCardHint[] = [];
  const bookedOut = scheduleBookedOut(e);
  const left = e.participantsLeft;
  if (!bookedOut && left != null && left < SCHEDULE_FEW_LEFT_BELOW) {
    hints.push({ kind: 'onlyFewLeft', participantsLeft: left });
  }
  if (e.typeOf === 'block') {
    const started = Date.parse(e.startDate) <= now.getTime();
    hints.push({ kind: started ? 'startedAt' : 'startsAt', date: e.startDate });
  }
  if (bookedOut) hints.push({ kind: 'bookedOut' });
  return hints;
}

/**
 * Whether a schedule card is dimmed (half opacity). Spec: discovery §2 Event card.
 * Booked out, or the occurrence is past: its end (its start when no end is known) lies before
 * `now`.
 */
export function isScheduleCardDimmed(e: ScheduleEvent<unknown>, now: Date): boolean {
  const { start, end } = occurrence(e);
  return scheduleBookedOut(e) || Date.parse(end ?? start) < now.getTime();
}

/**
 * The complete schedule card, or null when skipped. Spec: discovery §2 Event card.
 * Skipping follows {@link isScheduleCardVisible}; names are cut at 30 characters.
 */
export function scheduleCard<A>(
  e: ScheduleEvent<A>,
  selectedCategoryIds: readonly (string | number)[],
  now: Date,
): ScheduleCard<A> | null {
  if (!isScheduleCardVisible(e, selectedCategoryIds)) return null;
  return {
    courseName: truncate(e.course.name, SCHEDULE_CARD_NAME_MAX),
    providerName: truncate(e.provider.name, SCHEDULE_CARD_NAME_MAX),
    location: e.course.flexibleLocation
      ? { kind: 'flexible', icon: 'computer' }
      : { kind: 'address', icon: 'pin', address: e.course.address ?? null },
    dimmed: isScheduleCardDimmed(e, now),
    repeats: e.typeOf === 'continuous',
    ...occurrence(e),
    hints: scheduleCardHints(e, now),
  };
}
