import { SEARCH_PAGE_SIZE } from '@kurse/domain';
import { describe, expect, it } from 'vitest';
import { call, must, tinyApi } from '../../test/harness';
import { NOW, tinyDb } from '../../test/tiny-db';
import type { Schemas } from '../db/types';
import { parseFilters } from '../search/filters';
import type { Filters } from '../search/filters';
import { PLACEMENT_POSITION, searchResults } from './search';

type All = { results: Schemas['SearchResult'][]; meta: Schemas['SearchMeta'] };

describe('GET /search/all/ (discovery §2 Search, §9 page size)', () => {
  it('answers providers and courses with meta, page size from the domain', async () => {
    const answer = await call<All>(tinyApi(), 'GET', '/api/search/all/?term=schwimmen');
    expect(answer.body.meta).toEqual({ page: 1, totalCount: 3, perPage: SEARCH_PAGE_SIZE });
    expect(answer.body.results.map((r) => `${r.modelName}:${r.id}`)).toEqual([
      'provider:1',
      'course:100',
      'course:102',
    ]);
    expect((await call(tinyApi(), 'GET', '/api/search/all/?page=0')).status).toBe(400);
    expect((await call(tinyApi(), 'GET', '/api/search/all/?age_groups=toddler')).status).toBe(400);
  });

  it('pages by SEARCH_PAGE_SIZE and mixes a placement in at a fixed position', () => {
    const db = tinyDb();
    const template = must(db.courses[0]);
    for (let i = 0; i < 20; i += 1) {
      db.courses.push({
        ...template,
        course: { ...template.course, id: 500 + i, name: `Kurs ${i}` },
      });
    }
    const all = searchResults(db, parseFilters(new URLSearchParams('')) as Filters, NOW);
    expect(all[PLACEMENT_POSITION]).toMatchObject({ modelName: 'placement', id: 9 });
    expect(all.filter((r) => r.modelName === 'placement')).toHaveLength(1);
    expect(all).toHaveLength(2 + 23 + 1);
  });

  it('leaves placements out when there is no organic result', () => {
    const all = searchResults(
      tinyDb(),
      parseFilters(new URLSearchParams('term=zzz')) as Filters,
      NOW,
    );
    expect(all).toEqual([]);
  });
});

describe('GET /search/courses/ (limit and offset)', () => {
  it('answers a window of the matching courses with meta', async () => {
    const api = tinyApi();
    const answer = await call<{ courses: Schemas['Course'][]; meta: Schemas['CourseSearchMeta'] }>(
      api,
      'GET',
      '/api/search/courses/?limit=1&offset=1',
    );
    expect(answer.body.meta).toEqual({ totalCount: 3, limit: 1, offset: 1 });
    expect(answer.body.courses).toHaveLength(1);
    expect((await call(api, 'GET', '/api/search/courses/?limit=0')).status).toBe(400);
    expect((await call(api, 'GET', '/api/search/courses/?bookable=maybe')).status).toBe(400);
  });
});

describe('GET /search/locations/ (discovery §2 Map search)', () => {
  type Locations = {
    locations: Schemas['SearchLocationResult'][];
    meta: Schemas['LocationSearchMeta'];
  };

  it('groups provider addresses within the radius, nearest first, with bounds and franchise', async () => {
    const api = tinyApi();
    const answer = await call<Locations>(
      api,
      'GET',
      '/api/search/locations/?lat=50.93&lng=6.95&radius=10&term=babyschwimmen',
    );
    expect(answer.body.locations).toHaveLength(1);
    expect(answer.body.locations[0]).toMatchObject({
      city: 'Köln',
      providers: [
        {
          id: 1,
          slug: 'wasserratten',
          courseCount: 3,
          onlineCourseCount: 1,
          ageSpan: { min: 0, max: 12 },
        },
      ],
    });
    expect(answer.body.locations[0]?.distance).toBeCloseTo(1.31, 1);
    expect(answer.body.meta).toMatchObject({
      page: 1,
      totalCount: 1,
      bounds: { north: 50.94, south: 50.94 },
      franchise: { slug: 'babyschwimmen' },
    });
  });

  it('lists online providers regardless of the radius, and needs a centre', async () => {
    const api = tinyApi();
    const online = await call<Locations>(
      api,
      'GET',
      '/api/search/locations/?lat=52.52&lng=13.40&radius=1&online=true',
    );
    expect(online.body.locations.map((l) => l.providers[0]?.id)).toEqual([1]);
    const empty = await call<Locations>(
      api,
      'GET',
      '/api/search/locations/?lat=48.1&lng=11.5&radius=1',
    );
    expect(empty.body).toEqual({
      locations: [],
      meta: { page: 1, totalCount: 0, bounds: null, franchise: null },
    });
    expect((await call(api, 'GET', '/api/search/locations/?radius=5')).status).toBe(400);
  });
});

describe('POST /search/text (discovery §4 Search assistant)', () => {
  it('answers filters, or 422 with a message in the request locale', async () => {
    const api = tinyApi();
    const ok = await call(api, 'POST', '/api/search/text', {
      body: { text_search: { query: 'Yoga in Berlin', locale: 'de' } },
    });
    expect(ok.body).toMatchObject({ term: 'Yoga', address: 'Berlin', radius: 25, bookable: true });
    const en = await call(api, 'POST', '/api/search/text', {
      body: { text_search: { query: 'for my', locale: 'en' } },
    });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({ status: 422, message: expect.stringMatching(/^Sorry/) });
    const de = await call(api, 'POST', '/api/search/text', { body: {} });
    expect(de.body).toMatchObject({ message: expect.stringMatching(/^Das habe ich/) });
  });
});

describe('GET /franchises/{id}/schedule (discovery §2 Franchise schedule)', () => {
  type Schedule = { events: Schemas['ScheduleEvent'][] };

  it('answers block and continuous events in the range (default end: 7 days later)', async () => {
    const api = tinyApi();
    const week = await call<Schedule>(
      api,
      'GET',
      '/api/franchises/babyschwimmen/schedule?start_date=2026-03-09',
    );
    expect(week.body.events.map((e) => [e.id, e.typeOf, e.matchingStartDate])).toEqual([
      [11, 'block', '2026-03-14T09:00:00+01:00'],
      [12, 'continuous', '2026-03-14T09:00:00+01:00'],
      [13, 'block', '2026-03-14T09:00:00+01:00'],
    ]);
    expect(week.body.events[1]).toMatchObject({
      bookedOut: true,
      provider: { slug: 'wasserratten' },
      course: { id: 100 },
    });
    const later = await call<Schedule>(
      api,
      'GET',
      '/api/franchises/5/schedule?start_date=2026-04-01&end_date=2026-04-30',
    );
    expect(later.body.events).toEqual([]);
  });

  it('filters by category and location and checks the dates', async () => {
    const api = tinyApi();
    const q = '/api/franchises/5/schedule?start_date=2026-03-01';
    expect((await call<Schedule>(api, 'GET', `${q}&category_ids=8`)).body.events).toEqual([]);
    expect((await call<Schedule>(api, 'GET', `${q}&category_ids=1`)).body.events).toHaveLength(3);
    expect((await call<Schedule>(api, 'GET', `${q}&lat=52.52&lng=13.40`)).body.events).toEqual([]);
    expect((await call(api, 'GET', '/api/franchises/5/schedule')).status).toBe(400);
    expect((await call(api, 'GET', `${q}&end_date=2026-02-01`)).status).toBe(400);
    expect(
      (await call(api, 'GET', '/api/franchises/9/schedule?start_date=2026-03-01')).status,
    ).toBe(404);
  });
});
