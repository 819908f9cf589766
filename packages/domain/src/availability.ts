/**
 * Event availability, the places-left hint and the waiting list. Spec: discovery §4 Event
 * availability and Waiting list, §3 Course and Event; transactions §3 Event, §4 Booking.
 */

/** Places left at or below which the hint always shows. Spec: discovery §4. */
export const PLACES_LEFT_HINT_MAX = 3;
/** Remaining share below which the hint shows. Spec: discovery §4 ("under 40%"). */
export const PLACES_LEFT_HINT_SHARE = 0.4;

/** Whether an event is booked out: no places left (null means unlimited). Spec: discovery §4. */
export function isBookedOut(e: { participantsLeft: number | null }): boolean {
  return e.participantsLeft !== null && e.participantsLeft <= 0;
}

/**
 * Whether the places-left hint shows. Spec: discovery §4 ("when 3 or fewer remain or the
 * remaining share is under 40%, except for on_demand events"). Never when participantsLeft is
 * null (unlimited) or 0 and below (booked out has its own state).
 */
export function showPlacesLeft(e: {
  participantsLeft: number | null;
  participantCount: number;
  typeOf: string;
}): boolean {
  const left = e.participantsLeft;
  if (e.typeOf === 'on_demand' || left === null || left <= 0) return false;
  return (
    left <= PLACES_LEFT_HINT_MAX || left / (left + e.participantCount) < PLACES_LEFT_HINT_SHARE
  );
}

/** Availability state of an event. Spec: discovery §4 Event availability. */
export type AvailabilityState =
  'bookable' | 'notYetBookable' | 'bookedOut' | 'waitingList' | 'notBookable' | 'protected';

/**
 * Input of the availability state. Spec: discovery §3 Course and Event, transactions §3 Event.
 * The course's `isBookable` and `status` (ready, not ready, started, ended), the event's places,
 * waiting list and protection, and an optional booking start.
 */
export interface AvailabilityInput {
  isBookable: boolean;
  courseStatus?: string | null;
  participantsLeft: number | null;
  waitList?: boolean | null;
  isProtected?: boolean | null;
  /** ISO date-time after which the protection lapses; missing = protected without end. */
  protectedUntil?: string | null;
  /** ISO date-time from which bookings open; missing = open. */
  bookingStart?: string | null;
}

const inFuture = (iso: string | null | undefined, now: Date): boolean => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) && ms > now.getTime();
};

/**
 * Whether a password is needed before booking. Spec: discovery §4 Event availability (protected).
 * True when `isProtected` and `protectedUntil` (when given) is not yet reached.
 */
export function isProtectionActive(
  e: Pick<AvailabilityInput, 'isProtected' | 'protectedUntil'>,
  now: Date,
): boolean {
  if (!e.isProtected) return false;
  if (e.protectedUntil == null || e.protectedUntil === '') return true;
  // An unreadable protectedUntil keeps the event protected: safer to ask for the password.
  return Number.isNaN(Date.parse(e.protectedUntil)) || inFuture(e.protectedUntil, now);
}

/**
 * Availability state of an event. Spec: discovery §4 Event availability.
 * Precedence, first match wins: course ended → notBookable; course not ready or booking start in
 * the future → notYetBookable; course not bookable → notBookable; booked out → waitingList when
 * the event has a waiting list, else bookedOut; protection active → protected; else bookable.
 */
export function eventAvailability(e: AvailabilityInput, now: Date): AvailabilityState {
  const status = (e.courseStatus ?? '').toLowerCase().replace(/[\s_-]+/g, ' ');
  if (status === 'ended') return 'notBookable';
  if (status === 'not ready' || inFuture(e.bookingStart, now)) return 'notYetBookable';
  if (!e.isBookable) return 'notBookable';
  if (isBookedOut(e)) return e.waitList ? 'waitingList' : 'bookedOut';
  if (isProtectionActive(e, now)) return 'protected';
  return 'bookable';
}

/**
 * The way into a course. Spec: discovery §4 Event availability (waiting list as the path).
 * 'book' while any event has places, 'waitingList' when every event is booked out and one has a
 * waiting list, else 'none' (also for a course without events).
 */
export function courseBookingPath(
  events: readonly { participantsLeft: number | null; waitList?: boolean | null }[],
): 'book' | 'waitingList' | 'none' {
  if (events.some((e) => !isBookedOut(e))) return 'book';
  return events.some((e) => e.waitList) ? 'waitingList' : 'none';
}

/** What the waiting-list area of an event shows. Spec: discovery §4 Waiting list. */
export type WaitingListState = 'hidden' | 'form' | 'alreadyListed';

/**
 * Waiting-list area of an event. Spec: discovery §4 Waiting list.
 * The form when the event is full and has a waiting list, replaced by 'alreadyListed' when the
 * user has an application for that event, else 'hidden'. Ids are compared as strings.
 */
export function waitingListState(
  event: { id: string | number; participantsLeft: number | null; waitList?: boolean | null },
  applications: readonly { eventId: string | number }[],
): WaitingListState {
  if (!isBookedOut(event) || !event.waitList) return 'hidden';
  const listed = applications.some((a) => String(a.eventId) === String(event.id));
  return listed ? 'alreadyListed' : 'form';
}

/**
 * Places left after a successful booking. Spec: discovery §4 Waiting list, transactions §4.
 * Lowered by the participant count, never below 0; null (unlimited) stays null.
 */
export function lowerParticipantsLeft(
  participantsLeft: number | null,
  participantCount: number,
): number | null {
  return participantsLeft === null ? null : Math.max(0, participantsLeft - participantCount);
}
