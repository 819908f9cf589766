/**
 * Map search: provider addresses within the radius, grouped per address with their providers,
 * nearest first (discovery §2 Map search, §3 Search location result, §7).
 */
import { haversineKm, validLatLng } from '@kurse/domain';
import type { LatLng } from '@kurse/domain';
import { coursesOf } from '../db/lookup';
import type { Db, ProviderRecord, Schemas } from '../db/types';
import { badRequest, ok } from '../http/replies';
import { route } from '../http/route';
import { findProviders } from '../search/engine';
import { pageOf, parseFilters, termWords } from '../search/filters';
import { LOCATION_PAGE_SIZE, locationBounds } from '../search/locations';
import { filterLocationType } from '../search/match';

type Location = Schemas['SearchLocationResult'];

/** The most locations one answer carries (`per_page`): every marker of the map at once. */
export const MAX_LOCATIONS_PER_PAGE = 10_000;

function locationProvider(db: Db, record: ProviderRecord): Schemas['LocationProvider'] {
  const p = record.provider;
  const courses = coursesOf(db, p.id).map((c) => c.course);
  const mins = courses.flatMap((c) => (c.ageMin != null ? [c.ageMin] : []));
  const maxs = courses.flatMap((c) => (c.ageMax != null ? [c.ageMax] : []));
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    logo: p.logo ?? null,
    image: p.images?.[0] ?? null,
    description: p.description ?? null,
    external: p.external ?? false,
    categories: p.categories ?? [],
    ageSpan: {
      min: mins.length ? Math.min(...mins) : null,
      max: maxs.length ? Math.max(...maxs) : null,
    },
    courseCount: courses.length,
    onlineCourseCount: courses.filter((c) => filterLocationType(c) === 'online').length,
  };
}

/** True when the provider offers at least one online course. */
function hasOnlineCourse(db: Db, record: ProviderRecord): boolean {
  return coursesOf(db, record.provider.id).some((c) => filterLocationType(c.course) === 'online');
}

/** Groups the providers' addresses (within `radius` unless null) by position. */
function groupLocations(
  db: Db,
  records: ProviderRecord[],
  centre: LatLng,
  radius: number | null,
): Location[] {
  const byKey = new Map<string, Location>();
  for (const record of records) {
    const { address, addresses } = record.provider;
    for (const a of [address, ...(addresses ?? [])]) {
      const at = validLatLng(a?.lat, a?.lng);
      if (!a || !at) continue;
      const distance = haversineKm(centre, at);
      if (radius !== null && distance > radius) continue;
      const key = `${at.lat.toFixed(5)},${at.lng.toFixed(5)}`;
      const location = byKey.get(key) ?? {
        ...at,
        street: a.street ?? null,
        postalCode: a.postalCode ?? null,
        city: a.city ?? null,
        distance,
        providers: [],
      };
      if (!location.providers.some((p) => p.id === record.provider.id)) {
        location.providers.push(locationProvider(db, record));
      }
      byKey.set(key, location);
    }
  }
  return [...byKey.values()].sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
}

function franchiseFor(db: Db, term: string | null): Schemas['LocationSearchMeta']['franchise'] {
  const words = termWords(term);
  if (words.length === 0) return null;
  const hit = db.franchises.find((f) =>
    words.every((w) => `${f.name} ${f.slug}`.toLowerCase().includes(w)),
  );
  return hit
    ? {
        slug: hit.slug,
        name: hit.name,
        logo: hit.logo ?? null,
        primaryColor: hit.primaryColor ?? null,
      }
    : null;
}

/** Route of the map search. `online=true` lists online providers regardless of the radius. */
export const locationRoutes = [
  route('searchLocations', '/search/locations/', 'get', ({ ctx, url, query }) => {
    const centre = validLatLng(query.get('lat'), query.get('lng'));
    if (!centre) return badRequest('lat and lng are required.');
    const filters = parseFilters(url.searchParams);
    const page = pageOf(url.searchParams);
    if (typeof filters === 'string') return badRequest(filters);
    if (typeof page === 'string') return badRequest(page);
    const perPage = Number(query.get('per_page') ?? LOCATION_PAGE_SIZE);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_LOCATIONS_PER_PAGE)
      return badRequest(`per_page must be a whole number from 1 to ${MAX_LOCATIONS_PER_PAGE}.`);
    const online = query.get('online') === 'true';
    const f = online ? { ...filters, centre: null, locationTypes: ['online' as const] } : filters;
    const records = findProviders(ctx.db, f, ctx.now())
      .map((h) => h.record)
      .filter((r) => !online || hasOnlineCourse(ctx.db, r));
    const all = groupLocations(ctx.db, records, centre, online ? null : filters.radius);
    const start = (page - 1) * perPage;
    return ok({
      locations: all.slice(start, start + perPage),
      meta: {
        page,
        totalCount: all.length,
        bounds: locationBounds(all),
        franchise: franchiseFor(ctx.db, query.get('term')),
      },
    });
  }),
];
