/** The search over courses and providers shared by the list, course and map searches. */
import { haversineKm, validLatLng } from '@kurse/domain';
import { coursesOf, providerById } from '../db/lookup';
import type { CourseRecord, Db, ProviderRecord } from '../db/types';
import type { Filters } from './filters';
import {
  courseDistance,
  courseFiltersMatch,
  courseTexts,
  filterLocationType,
  providerTexts,
  textMatches,
} from './match';

/** A matching course and its distance from the centre (null without centre or online). */
export interface CourseHit {
  record: CourseRecord;
  distance: number | null;
}

/** A matching provider and its distance from the centre. */
export interface ProviderHit {
  record: ProviderRecord;
  distance: number | null;
}

const byRelevance =
  <T extends { distance: number | null }>(
    relevance: (hit: T) => number | null | undefined,
    name: (hit: T) => string,
  ) =>
  (a: T, b: T) =>
    (relevance(b) ?? 0) - (relevance(a) ?? 0) ||
    (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
    name(a).localeCompare(name(b), 'de');

/** Courses matching term, filters and radius; most relevant, then nearest first. */
export function findCourses(db: Db, f: Filters, now: Date): CourseHit[] {
  const hits: CourseHit[] = [];
  for (const record of db.courses) {
    if (!textMatches(f.words, courseTexts(record.course))) continue;
    if (!courseFiltersMatch(record.course, f, now)) continue;
    const distance = courseDistance(record, f, providerById(db, record.providerId));
    if (distance !== null && distance < 0) continue;
    hits.push({ record, distance });
  }
  return hits.sort(
    byRelevance(
      (h) => h.record.course.relevance,
      (h) => h.record.course.name,
    ),
  );
}

/** The nearest of a provider's addresses within the radius, or null. */
export function providerDistance(record: ProviderRecord, f: Filters): number | null {
  if (!f.centre) return null;
  const centre = f.centre;
  const { address, addresses } = record.provider;
  const distances = [address, ...(addresses ?? [])]
    .map((a) => validLatLng(a?.lat, a?.lng))
    .filter((p) => p !== null)
    .map((p) => haversineKm(centre, p))
    .filter((d) => d <= f.radius);
  return distances.length ? Math.min(...distances) : null;
}

/**
 * Providers matching the search: the term in their texts or in one of their courses, at least
 * one course passing the filters (external providers, who only link out, pass), and an address
 * within the radius (or an online course when online offers are searched).
 */
export function findProviders(db: Db, f: Filters, now: Date): ProviderHit[] {
  const hits: ProviderHit[] = [];
  for (const record of db.providers) {
    const courses = coursesOf(db, record.provider.id);
    const termOk =
      textMatches(f.words, providerTexts(record.provider)) ||
      courses.some((c) => textMatches(f.words, courseTexts(c.course)));
    if (!termOk) continue;
    const matching = courses.filter((c) => courseFiltersMatch(c.course, f, now));
    if (!record.provider.external && matching.length === 0) continue;
    const distance = providerDistance(record, f);
    const online = matching.some((c) => filterLocationType(c.course) === 'online');
    if (f.centre && distance === null && !online) continue;
    hits.push({ record, distance });
  }
  return hits.sort(
    byRelevance(
      (h) => h.record.provider.relevance,
      (h) => h.record.provider.name,
    ),
  );
}
