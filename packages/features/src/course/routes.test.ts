// @vitest-environment node
import { FIXTURES } from '@kurse/api-mock';
import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteModule } from '../core';
import { TEST_SITE, harness, loadContext } from '../core/test';
import { cardPreviewRoute } from './card-preview/route';
import { eventRoute } from './event-page/route';
import { courseRead } from './page/use-course';
import { courseRoute } from './page/route';

const STANDARD = FIXTURES.providers.standardTemplate;
const PROVIDER_NAME = 'Schwimmschule Seepferdchen';
const LL = messagesFor('de');

/** A route with its load and head. */
type LoadedRoute = Required<Pick<RouteModule, 'load' | 'head'>>;

beforeAll(() => loadCatalogues(['de']));

/** Loads `route` for the address over the demo backend; `fail` makes matching calls fail. */
async function load(
  route: LoadedRoute,
  params: Record<string, string>,
  options: { query?: string; fail?: RegExp } = {},
) {
  const { api, mock } = harness();
  const { fail } = options;
  if (fail) {
    const answer = mock.fetch.bind(mock);
    mock.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input.url;
      return fail.test(url)
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answer(input, init);
    };
  }
  const { context, reads } = loadContext(api, params, new URLSearchParams(options.query));
  const loaded = await route.load(context);
  return { loaded, reads, head: route.head(loaded, LL, TEST_SITE) };
}

describe('the course slice’s routes load their first screen (discovery §2 Course page)', () => {
  it('course: the course of the address, titled with its name', async () => {
    const { loaded, reads, head } = await load(courseRoute, { slug: STANDARD.slug, id: '101' });
    expect(loaded.status).toBe(200);
    expect(reads.peek(courseRead(101, null))).toMatchObject({
      ok: true,
      data: { name: 'Babyschwimmen' },
    });
    expect(head).toMatchObject({ title: 'Babyschwimmen' });
  });

  it('course: the head describes the course, with its schema.org Course, offers and trail', async () => {
    const { reads, head } = await load(courseRoute, { slug: STANDARD.slug, id: '101' });
    const settled = reads.peek(courseRead(101, null));
    const course = settled?.ok ? settled.data : undefined;
    const site = 'https://kurse.example';
    const courseUrl = `${site}/${STANDARD.slug}/courses/101`;
    expect(head?.description).toBeTruthy();
    expect(head?.description?.length).toBeLessThanOrEqual(156);
    const [data, trail] = head?.structuredData ?? [];
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Babyschwimmen',
      url: courseUrl,
      provider: { '@type': 'Organization', name: PROVIDER_NAME, url: `${site}/${STANDARD.slug}` },
    });
    // Every visible event, at its own page, with each price option as an offer in EUR.
    const events = (course?.events ?? []).filter((event) => !event.hidden);
    const instances = (data?.['hasCourseInstance'] ?? []) as Record<string, unknown>[];
    expect(instances).toHaveLength(events.length);
    for (const [index, event] of events.entries()) {
      expect(instances[index]).toMatchObject({
        '@type': 'CourseInstance',
        url: `${courseUrl}/${event.id}`,
      });
      expect(instances[index]?.['offers']).toEqual(
        (event.priceOptions ?? []).map((option) =>
          expect.objectContaining({
            '@type': 'Offer',
            price: (option.price / 100).toFixed(2),
            priceCurrency: 'EUR',
          }),
        ),
      );
    }
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: PROVIDER_NAME, item: `${site}/${STANDARD.slug}` },
        { position: 2, name: 'Babyschwimmen', item: courseUrl },
      ],
    });
  });

  it('reads the course with the address’s token (hidden events)', async () => {
    const { id, token } = FIXTURES.courses.hiddenEvent;
    const { loaded, reads } = await load(
      courseRoute,
      { slug: 'little-english-club', id: String(id) },
      { query: `token=${token}` },
    );
    expect(loaded.status).toBe(200);
    const settled = reads.peek(courseRead(id, token));
    expect(settled?.ok && settled.data.events?.map((e) => e.id)).toContain(1112);
  });

  it('an unknown course, one of another provider or an id that is no number is a 404', async () => {
    for (const params of [
      { slug: STANDARD.slug, id: '99999' },
      { slug: FIXTURES.providers.cardTemplate.slug, id: '101' },
      { slug: STANDARD.slug, id: 'abc' },
    ]) {
      const { loaded, head } = await load(courseRoute, params);
      expect(loaded.status).toBe(404);
      expect(head).toEqual({ title: LL.errors.notFound.title() });
    }
  });

  it('a failing backend is a 503, no 404, and its failure is kept', async () => {
    const { loaded, reads } = await load(
      courseRoute,
      { slug: STANDARD.slug, id: '101' },
      { fail: /\/courses\/101/ },
    );
    expect(loaded.status).toBe(503);
    expect(reads.peek(courseRead(101, null))).toMatchObject({ ok: false });
  });

  it('event: the course holding the event; an event it does not hold is a 404', async () => {
    const course = await load(courseRoute, { slug: STANDARD.slug, id: '101' });
    const settled = course.reads.peek(courseRead(101, null));
    const eventId = settled?.ok ? settled.data.events?.[0]?.id : undefined;
    expect(eventId).toBeDefined();
    const { loaded, reads, head } = await load(eventRoute, {
      slug: STANDARD.slug,
      courseId: '101',
      id: String(eventId),
    });
    expect(loaded.status).toBe(200);
    expect(reads.peek(courseRead(101, null))).toMatchObject({ ok: true });
    expect(head).toMatchObject({ title: 'Babyschwimmen' });
    const unknown = await load(eventRoute, { slug: STANDARD.slug, courseId: '101', id: '99999' });
    expect(unknown.loaded.status).toBe(404);
    const failing = await load(
      eventRoute,
      { slug: STANDARD.slug, courseId: '101', id: String(eventId) },
      { fail: /\/courses\/101/ },
    );
    expect(failing.loaded.status).toBe(503);
    expect(failing.reads.peek(courseRead(101, null))).toMatchObject({ ok: false });
  });

  it('card preview: the same course read (no token), titled with the course’s name', async () => {
    const { loaded, reads, head } = await load(
      cardPreviewRoute,
      { slug: STANDARD.slug, id: '101' },
      { query: 'token=ignored' },
    );
    expect(loaded.status).toBe(200);
    expect(reads.peek(courseRead(101, null))).toMatchObject({ ok: true });
    expect(head).toMatchObject({ title: 'Babyschwimmen' });
    expect((await load(cardPreviewRoute, { slug: STANDARD.slug, id: '99999' })).loaded.status).toBe(
      404,
    );
  });
});
