/** Finding records in the database and shaping them as the contract answers them. */
import type { CourseRecord, Db, ProviderRecord, Schemas } from './types';

type Provider = Schemas['Provider'];
type Course = Schemas['Course'];
type Event = Schemas['Event'];

/** A numeric id from a path or query value, or null. */
export function toId(value: string | null | undefined): number | null {
  if (value == null || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A provider by numeric id or slug (case-insensitive). */
export function findProvider(db: Db, idOrSlug: string | null): ProviderRecord | undefined {
  if (!idOrSlug) return undefined;
  const id = toId(idOrSlug);
  const slug = idOrSlug.trim().toLowerCase();
  return db.providers.find((r) =>
    id !== null ? r.provider.id === id : r.provider.slug.toLowerCase() === slug,
  );
}

/** A provider record by id. */
export const providerById = (db: Db, id: number): ProviderRecord | undefined =>
  db.providers.find((r) => r.provider.id === id);

/** A course record by id. */
export const courseById = (db: Db, id: number | null): CourseRecord | undefined =>
  id === null ? undefined : db.courses.find((r) => r.course.id === id);

/** The courses of a provider. */
export const coursesOf = (db: Db, providerId: number): CourseRecord[] =>
  db.courses.filter((r) => r.providerId === providerId);

/** An event with the course record it belongs to. */
export function findEvent(
  db: Db,
  eventId: number | null | undefined,
): { record: CourseRecord; event: Event } | undefined {
  if (eventId == null) return undefined;
  for (const record of db.courses) {
    const event = record.course.events?.find((e) => e.id === eventId);
    if (event) return { record, event };
  }
  return undefined;
}

/** Every copy of an event (in courses and products), so a change reaches them all. */
export function eventCopies(db: Db, eventId: number): Event[] {
  const inCourses = db.courses.flatMap((r) => r.course.events ?? []);
  const inProducts = db.products.flatMap((p) => p.events ?? []);
  const inCourseProducts = db.courses.flatMap((r) =>
    (r.course.products ?? []).flatMap((p) => p.events ?? []),
  );
  return [...inCourses, ...inProducts, ...inCourseProducts].filter((e) => e.id === eventId);
}

/** The short provider reference embedded in courses, bookings and contracts. */
export function providerRef(provider: Provider): Schemas['ProviderRef'] {
  return {
    id: provider.id,
    slug: provider.slug,
    name: provider.name,
    logo: provider.logo ?? null,
    city: provider.address?.city ?? null,
  };
}

/** Published posts of a provider at `now`, newest first. */
export function publishedPosts(db: Db, providerId: number, now: Date): Schemas['Post'][] {
  return db.posts
    .filter((p) => p.providerId === providerId)
    .map((p) => p.post)
    .filter((p) => p.publishedAt != null && Date.parse(p.publishedAt) <= now.getTime())
    .sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''));
}

/** A provider as the API answers it: flags derived from what the database holds. */
export function publicProvider(db: Db, record: ProviderRecord, now: Date): Provider {
  return {
    ...record.provider,
    hasTerms: record.terms !== null,
    hasPrivacyPolicy: record.privacyPolicy !== null,
    postCount: publishedPosts(db, record.provider.id, now).length,
    paypalClientId: record.paypalClientId,
  };
}

/**
 * A course as the API answers it: hidden events only with the right access token, or without
 * events at all for lists and embedded copies.
 */
export function publicCourse(
  record: CourseRecord,
  options: { events: boolean; token?: string | null },
): Course {
  const { events, ...rest } = record.course;
  if (!options.events) return rest;
  const reveal =
    options.token != null && options.token !== '' && accessTokenOf(record) === options.token;
  return { ...rest, events: (events ?? []).filter((e) => !e.hidden || reveal) };
}

/** The access token of a course's shared links that reveals its hidden events. */
export function accessTokenOf(record: CourseRecord): string {
  return `course-${record.course.id}`;
}

/** A franchise by numeric id or slug (case-insensitive). */
export function findFranchise(db: Db, idOrSlug: string): Schemas['Franchise'] | undefined {
  const id = toId(idOrSlug);
  const slug = idOrSlug.trim().toLowerCase();
  return db.franchises.find((f) => (id !== null ? f.id === id : f.slug.toLowerCase() === slug));
}
