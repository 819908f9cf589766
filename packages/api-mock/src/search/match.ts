/**
 * Which courses and providers match search filters (discovery §2 Search, §4, §7). The rules the
 * client shares live in @kurse/domain (availability, distance); the age bands and location-type
 * names below are the server's side of the filter.
 */
import { eventAvailability, haversineKm, validLatLng } from '@kurse/domain';
import type { AgeGroup, LatLng, LocationType } from '@kurse/domain';
import type { CourseRecord, ProviderRecord, Schemas } from '../db/types';
import { inCategorySpaces } from './category-spaces';
import type { Filters } from './filters';

type Course = Schemas['Course'];

/** Age bands in months per age group: [from, to). Parents are adults from 18 years. */
export const AGE_GROUP_MONTHS: Readonly<Record<AgeGroup, readonly [number, number]>> = {
  baby: [0, 12],
  child: [12, 216],
  parents: [216, Number.POSITIVE_INFINITY],
};

/** The course's location type as the filter names it (`others` counts as on site). */
export function filterLocationType(course: Course): LocationType {
  switch (course.locationType) {
    case 'online':
      return 'online';
    case 'home':
      return 'home';
    case 'byArrangement':
      return 'by_arrangement';
    default:
      return 'on_site';
  }
}

/** Suffixes dropped from a search word so "Schwimmkurs" also finds "Babyschwimmen". */
const SUFFIXES = /(kurse?n?|kurses|course?s?|class(es)?|stunden?|unterricht|lessons?)$/u;

/** True when every word occurs in one of the texts (also by its stem without a course suffix). */
export function textMatches(
  words: readonly string[],
  texts: readonly (string | null | undefined)[],
): boolean {
  const haystack = texts.filter(Boolean).join(' \n ').normalize('NFC').toLowerCase();
  return words.every((word) => {
    if (haystack.includes(word)) return true;
    const stem = word.replace(SUFFIXES, '');
    return stem.length >= 4 && stem !== word && haystack.includes(stem);
  });
}

/** Searchable texts of a course: name, subtitle, descriptions, categories. */
export const courseTexts = (c: Course) => [
  c.name,
  c.subTitle,
  c.shortDescription,
  c.description,
  ...(c.categories ?? []).map((cat) => cat.name),
];

/** Searchable texts of a provider: name, subtitle, description, categories. */
export const providerTexts = (p: Schemas['Provider']) => [
  p.name,
  p.subTitle,
  p.description,
  ...(p.categories ?? []).map((cat) => cat.name),
];

/** Where a course takes place: its address, else its provider's. */
export function coursePosition(record: CourseRecord, provider?: ProviderRecord): LatLng | null {
  const own = record.course.address;
  return (
    validLatLng(own?.lat, own?.lng) ??
    validLatLng(provider?.provider.address?.lat, provider?.provider.address?.lng)
  );
}

function ageMatches(course: Course, groups: readonly AgeGroup[]): boolean {
  if (groups.length === 0) return true;
  const min = course.ageMin ?? 0;
  const max = course.ageMax ?? Number.POSITIVE_INFINITY;
  return groups.some((g) => min < AGE_GROUP_MONTHS[g][1] && max >= AGE_GROUP_MONTHS[g][0]);
}

function isBookableNow(course: Course, now: Date): boolean {
  return (course.events ?? []).some((e) => {
    const state = eventAvailability(
      {
        isBookable: course.isBookable ?? true,
        courseStatus: course.status ?? null,
        participantsLeft: e.participantsLeft ?? null,
        waitList: e.waitList ?? false,
        isProtected: e.isProtected ?? false,
        protectedUntil: e.protectedUntil ?? null,
      },
      now,
    );
    return !e.hidden && (state === 'bookable' || state === 'protected');
  });
}

const dayOf = (iso: string) => iso.slice(0, 10);

function startsFrom(course: Course, date: string): boolean {
  const events = (course.events ?? []).filter((e) => !e.hidden);
  if (events.length === 0) return course.endDate == null || dayOf(course.endDate) >= date;
  return events.some((e) => {
    const starts = [e.startDate, ...(e.appointments ?? []).map((a) => a.startDate)];
    if (starts.every((s) => s == null)) return true;
    if (starts.some((s) => s != null && dayOf(s) >= date)) return true;
    return e.typeOf === 'continuous' && (e.endDate == null || dayOf(e.endDate) >= date);
  });
}

/** The lowest price of a course in cents (priceFrom, else its price options, else 0). */
export function lowestPrice(course: Course): number {
  if (course.priceFrom != null) return course.priceFrom;
  const prices = (course.events ?? []).flatMap((e) => (e.priceOptions ?? []).map((o) => o.price));
  return prices.length ? Math.min(...prices) : 0;
}

/**
 * Distance of a course from the centre in km: null without a centre or for online courses; a
 * negative result means outside the radius (or no position).
 */
export function courseDistance(
  record: CourseRecord,
  f: Filters,
  provider?: ProviderRecord,
): number | null {
  if (!f.centre || filterLocationType(record.course) === 'online') return null;
  const at = coursePosition(record, provider);
  if (!at) return -1;
  const d = haversineKm(f.centre, at);
  return d <= f.radius ? d : -1;
}

/** True when a course passes every filter except the term and the distance. */
export function courseFiltersMatch(course: Course, f: Filters, now: Date): boolean {
  return (
    ageMatches(course, f.ageGroups) &&
    (f.locationTypes.length === 0 || f.locationTypes.includes(filterLocationType(course))) &&
    (!f.bookable || isBookableNow(course, now)) &&
    (f.maxPrice === null || lowestPrice(course) <= f.maxPrice) &&
    (f.categorySpaces.length === 0 || inCategorySpaces(course, f.categorySpaces)) &&
    (f.startDate === null || startsFrom(course, f.startDate))
  );
}
