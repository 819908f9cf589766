/** List search and course search (discovery §2 Search, §7, §9 page size). */
import { SEARCH_PAGE_SIZE } from '@kurse/domain';
import { publicCourse, publicProvider } from '../db/lookup';
import type { Db, Schemas } from '../db/types';
import { badRequest, ok } from '../http/replies';
import { route } from '../http/route';
import { findCourses, findProviders } from '../search/engine';
import type { CourseHit } from '../search/engine';
import { pageOf, parseFilters } from '../search/filters';
import type { Filters } from '../search/filters';

type Result = Schemas['SearchResult'];

/** A placement card is mixed in at this position of every page while placements last. */
export const PLACEMENT_POSITION = 3;

const courseResult = (hit: CourseHit): Result => ({
  ...publicCourse(hit.record, { events: false }),
  modelName: 'course',
  distance: hit.distance,
});

interface Ranked {
  result: Result;
  relevance: number;
  distance: number | null;
  name: string;
}

/** Every result of a list search: providers and courses by relevance, placements mixed in. */
export function searchResults(db: Db, f: Filters, now: Date): Result[] {
  const providers = findProviders(db, f, now).map((h): Ranked => ({
    result: { ...publicProvider(db, h.record, now), modelName: 'provider', distance: h.distance },
    relevance: h.record.provider.relevance ?? 0,
    distance: h.distance,
    name: h.record.provider.name,
  }));
  const courses = findCourses(db, f, now).map((h): Ranked => ({
    result: courseResult(h),
    relevance: h.record.course.relevance ?? 0,
    distance: h.distance,
    name: h.record.course.name,
  }));
  const organic = [...providers, ...courses]
    .sort(
      (a, b) =>
        b.relevance - a.relevance ||
        (a.distance ?? Infinity) - (b.distance ?? Infinity) ||
        a.name.localeCompare(b.name, 'de'),
    )
    .map((r) => r.result);
  const placements = db.placements.map((p, index): Result => ({
    ...p,
    modelName: 'placement',
    id: p.id ?? index + 1,
  }));
  const out: Result[] = [];
  let next = 0;
  for (const item of organic) {
    const placement = placements[next];
    if (out.length % SEARCH_PAGE_SIZE === PLACEMENT_POSITION && placement) {
      out.push(placement);
      next += 1;
    }
    out.push(item);
  }
  return out;
}

function intParam(raw: string | null, fallback: number, min: number, max: number): number | null {
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** Routes of the list and course searches. */
export const searchRoutes = [
  route('searchAll', '/search/all/', 'get', ({ ctx, url }) => {
    const filters = parseFilters(url.searchParams);
    const page = pageOf(url.searchParams);
    if (typeof filters === 'string') return badRequest(filters);
    if (typeof page === 'string') return badRequest(page);
    const all = searchResults(ctx.db, filters, ctx.now());
    const start = (page - 1) * SEARCH_PAGE_SIZE;
    return ok({
      results: all.slice(start, start + SEARCH_PAGE_SIZE),
      meta: { page, totalCount: all.length, perPage: SEARCH_PAGE_SIZE },
    });
  }),
  route('searchCourses', '/search/courses/', 'get', ({ ctx, url, query }) => {
    const filters = parseFilters(url.searchParams);
    if (typeof filters === 'string') return badRequest(filters);
    const limit = intParam(query.get('limit'), SEARCH_PAGE_SIZE, 1, 100);
    const offset = intParam(query.get('offset'), 0, 0, Number.MAX_SAFE_INTEGER);
    if (limit === null || offset === null) return badRequest('limit or offset out of range.');
    const hits = findCourses(ctx.db, filters, ctx.now());
    const courses = hits.slice(offset, offset + limit).map((h) => ({
      ...publicCourse(h.record, { events: false }),
      distance: h.distance,
    }));
    return ok({ courses, meta: { totalCount: hits.length, limit, offset } });
  }),
];
