/**
 * Course lists and course page rules: grouping, category chips, category filter and the
 * type-specific info of event list entries. Spec: discovery §2 Course and event pages, §9.
 */

/** Category chips on course cards. Spec: discovery §9 ("at most 5 on cards"). */
export const CARD_CATEGORY_CHIPS = 5;
/** Category chips on the course page beside a franchise chip. Spec: discovery §9. */
export const COURSE_PAGE_CATEGORY_CHIPS_WITH_FRANCHISE = 4;

/**
 * How many category chips show. Spec: discovery §9: at most 5 on cards; on the course page 4 when
 * a franchise chip shows (5 otherwise).
 */
export function maxCategoryChips(place: 'card' | 'coursePage', hasFranchiseChip = false): number {
  return place === 'coursePage' && hasFranchiseChip
    ? COURSE_PAGE_CATEGORY_CHIPS_WITH_FRANCHISE
    : CARD_CATEGORY_CHIPS;
}

/** The chips that show: the first categories up to the limit. Spec: discovery §9. */
export function visibleCategoryChips<T>(
  categories: readonly T[],
  place: 'card' | 'coursePage',
  hasFranchiseChip = false,
): T[] {
  return categories.slice(0, maxCategoryChips(place, hasFranchiseChip));
}

/** A group of courses; `name` null holds the courses without a group. Spec: discovery §2. */
export interface CourseGroup<T> {
  name: string | null;
  courses: T[];
}

const startMs = (c: { startDate?: string | null }): number => {
  const ms = c.startDate ? Date.parse(c.startDate) : Number.NaN;
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/**
 * Groups courses by group name. Spec: discovery §2 ("grouped by group name (case-insensitive
 * order); inside a group sorted by start date, newest first"). Names are trimmed and grouped
 * exactly; groups are ordered by name ignoring case (German collation); courses without a group
 * (missing or blank) come last in a group named null; courses without a readable start date go to
 * the end of their group. Input order breaks ties.
 */
export function groupCourses<T extends { group?: string | null; startDate?: string | null }>(
  courses: readonly T[],
): CourseGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const course of courses) {
    const name = course.group?.trim() || null;
    groups.set(name, [...(groups.get(name) ?? []), course]);
  }
  const named = [...groups.keys()]
    .filter((n): n is string => n !== null)
    .sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base' }) || (a < b ? -1 : 1));
  const order = groups.has(null) ? [...named, null] : named;
  return order.map((name) => ({
    name,
    courses: [...(groups.get(name) ?? [])].sort((a, b) => {
      const [x, y] = [startMs(a), startMs(b)];
      return x === y ? 0 : y > x ? 1 : -1;
    }),
  }));
}

/**
 * Courses filtered by a clicked category (null clears the filter). Spec: discovery §2 Course page
 * ("Clicking a category filters the list; a chip clears it"). Ids compare as strings.
 */
export function filterByCategory<
  T extends { categories?: readonly { id: string | number }[] | null },
>(courses: readonly T[], categoryId: string | number | null): T[] {
  if (categoryId === null) return [...courses];
  return courses.filter((c) =>
    (c.categories ?? []).some((k) => String(k.id) === String(categoryId)),
  );
}

/**
 * Type-specific info of an event list entry. Spec: discovery §2 Course and event pages:
 * on_demand shows its validity (`validDays`, mapped to a period by the on-demand rules),
 * continuous its period, flexible its description; other types show their appointments.
 */
export type EventTypeInfo =
  | { kind: 'onDemand'; validDays: number | null }
  | { kind: 'continuous'; startDate: string | null; endDate: string | null }
  | { kind: 'flexible'; description: string | null }
  | { kind: 'appointments'; appointments: { startDate: string; endDate: string | null }[] };

/** The event fields {@link eventTypeInfo} reads. Spec: discovery §3 Event. */
export interface EventInfoSource {
  typeOf: string;
  validDays?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  description?: string | null;
  appointments?: readonly { startDate: string; endDate?: string | null }[] | null;
}

/** Type-specific info of an event list entry. Spec: discovery §2 Course and event pages. */
export function eventTypeInfo(e: EventInfoSource): EventTypeInfo {
  switch (e.typeOf) {
    case 'on_demand':
      return { kind: 'onDemand', validDays: e.validDays ?? null };
    case 'continuous':
      return { kind: 'continuous', startDate: e.startDate ?? null, endDate: e.endDate ?? null };
    case 'flexible':
      return { kind: 'flexible', description: e.description?.trim() || null };
    default:
      return {
        kind: 'appointments',
        appointments: (e.appointments ?? []).map((a) => ({
          startDate: a.startDate,
          endDate: a.endDate ?? null,
        })),
      };
  }
}

/** The course fields {@link courseTown} reads. Spec: discovery §3 Course (address, provider). */
export interface CourseTownSource {
  address?: { city?: string | null } | null;
  provider?: { city?: string | null } | null;
}

/**
 * The town a course card names beside the provider: the course's own address, else the
 * provider's town (online, at-home and by-arrangement courses have no address); null when neither
 * is known. Spec: discovery §3 Course (address, provider), §2 Search (result cards); the spec
 * shows no town on cards, two same-named courses of different providers could not be told apart.
 */
export function courseTown(course: CourseTownSource): string | null {
  return course.address?.city?.trim() || course.provider?.city?.trim() || null;
}
