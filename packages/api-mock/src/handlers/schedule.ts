/**
 * The franchise schedule: events of the franchise's providers in a date range (discovery §2
 * Franchise schedule, §3 Schedule event, §7).
 */
import {
  DEFAULT_SEARCH_RADIUS_KM,
  berlinDate,
  haversineKm,
  isBookedOut,
  validLatLng,
} from '@kurse/domain';
import type { LatLng } from '@kurse/domain';
import { coursesOf, providerById, providerRef, publicCourse } from '../db/lookup';
import type { CourseRecord, Db, Schemas } from '../db/types';

type Event = Schemas['Event'];

/** What the schedule asks for: inclusive Berlin dates, categories and an optional centre. */
export interface ScheduleQuery {
  start: string;
  end: string;
  categoryIds: number[];
  centre: LatLng | null;
}

const dayOf = (iso: string): string => berlinDate(new Date(iso));
const inRange = (iso: string, q: ScheduleQuery) => dayOf(iso) >= q.start && dayOf(iso) <= q.end;

function position(record: CourseRecord, event: Event): LatLng | null {
  const address = event.address ?? record.course.address;
  return validLatLng(address?.lat, address?.lng);
}

function nearCentre(record: CourseRecord, event: Event, centre: LatLng | null): boolean {
  if (!centre || record.course.flexibleLocation) return true;
  const at = position(record, event);
  return at !== null && haversineKm(centre, at) <= DEFAULT_SEARCH_RADIUS_KM;
}

function toScheduleEvent(
  db: Db,
  record: CourseRecord,
  event: Event,
  q: ScheduleQuery,
): Schemas['ScheduleEvent'] | null {
  const continuous = event.typeOf === 'continuous';
  if (!continuous && !['block', 'single', 'recurring'].includes(event.typeOf)) return null;
  const appointments = event.appointments ?? [];
  const startDates = appointments.length
    ? appointments.map((a) => a.startDate)
    : event.startDate
      ? [event.startDate]
      : [];
  const endDates = appointments.flatMap((a) => (a.endDate ? [a.endDate] : []));
  const matching = startDates.find((d) => inRange(d, q)) ?? null;
  const overlaps =
    continuous &&
    event.startDate != null &&
    dayOf(event.startDate) <= q.end &&
    (event.endDate == null || dayOf(event.endDate) >= q.start);
  if (!matching && !overlaps) return null;
  const provider = providerById(db, record.providerId);
  if (!provider) return null;
  return {
    id: event.id,
    typeOf: continuous ? 'continuous' : 'block',
    startDates,
    endDates,
    startDate: event.startDate ?? null,
    endDate: event.endDate ?? null,
    matchingStartDate: matching,
    bookedOut: isBookedOut({ participantsLeft: event.participantsLeft ?? null }),
    participantsLeft: event.participantsLeft ?? null,
    provider: providerRef(provider.provider),
    course: publicCourse(record, { events: false }),
  };
}

/** Schedule events of a franchise for the query, ordered by their (matching) start. */
export function franchiseSchedule(
  db: Db,
  franchiseId: number,
  q: ScheduleQuery,
): Schemas['ScheduleEvent'][] {
  const providerIds = db.franchiseProviders[franchiseId] ?? [];
  const records = providerIds.flatMap((id) => coursesOf(db, id));
  const inCategories = (record: CourseRecord) =>
    q.categoryIds.length === 0 ||
    (record.course.categories ?? []).some((c) => q.categoryIds.includes(c.id));
  const events = records.filter(inCategories).flatMap((record) =>
    (record.course.events ?? [])
      .filter((e) => !e.hidden && nearCentre(record, e, q.centre))
      .map((e) => toScheduleEvent(db, record, e, q))
      .filter((e): e is Schemas['ScheduleEvent'] => e !== null),
  );
  const key = (e: Schemas['ScheduleEvent']) => e.matchingStartDate ?? e.startDate ?? '';
  return events.sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id);
}
