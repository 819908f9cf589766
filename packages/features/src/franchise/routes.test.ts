import { berlinToday, scheduleRange } from '@kurse/domain';
import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE, harness, loadContext } from '../core/test';
import { franchiseMapRoute, franchiseRoute, franchiseScheduleRoute } from '.';
import { scheduleRead } from './schedule/schedule-reads';
import { franchiseProvidersRead, franchiseRead } from './view';

/** A route's load context over the demo backend (with its scenarios), and the cache it fills. */
function context(id: string, search = '', options: { scenarios?: string[] } = {}) {
  const { api } = harness(options);
  const { context: ctx, reads } = loadContext(api, { id }, new URLSearchParams(search));
  return { ctx, reads };
}

const LL = messagesFor('de');
beforeAll(() => loadCatalogues(['de']));

describe.each([
  ['franchise', franchiseRoute, 'Kinderturnwelt'],
  ['franchise map', franchiseMapRoute, 'Alle Standorte auf der Karte – Kinderturnwelt'],
])('the %s route (discovery §2, §8 Franchise load)', (_, route, title) => {
  it('loads the franchise, then its providers, and is titled by it', async () => {
    const { ctx, reads } = context('kinderturnwelt');
    const loaded = await route.load(ctx);
    expect(loaded.status).toBe(200);
    expect(reads.peek(franchiseRead('kinderturnwelt'))).toMatchObject({
      ok: true,
      data: { name: 'Kinderturnwelt' },
    });
    expect(reads.peek(franchiseProvidersRead('kinderturnwelt'))).toMatchObject({ ok: true });
    expect(route.head(loaded, LL, TEST_SITE)).toMatchObject({ title });
  });

  it('is not found for an unknown franchise', async () => {
    const { ctx } = context('gibt-es-nicht');
    const loaded = await route.load(ctx);
    expect(loaded.status).toBe(404);
    expect(route.head(loaded, LL, TEST_SITE).title).toBe(LL.errors.notFound.title());
  });

  it('keeps a server error as a failure (503), not as not found', async () => {
    const { ctx, reads } = context('kinderturnwelt', '', { scenarios: ['franchise-error'] });
    const loaded = await route.load(ctx);
    expect(loaded.status).toBe(503);
    expect(reads.peek(franchiseRead('kinderturnwelt'))).toMatchObject({
      ok: false,
      error: { status: 500 },
    });
    expect(route.head(loaded, LL, TEST_SITE).title).toBe(LL.errors.generic.title());
  });
});

describe('the franchise page’s head (discovery §2 Franchise page)', () => {
  it('describes the franchise and names it as a schema.org organisation', async () => {
    const { ctx, reads } = context('kinderturnwelt');
    const loaded = await franchiseRoute.load(ctx);
    const settled = reads.peek(franchiseRead('kinderturnwelt'));
    const head = franchiseRoute.head(loaded, LL, TEST_SITE);
    expect(head.description).toBeTruthy();
    expect(head.structuredData?.[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Kinderturnwelt',
      url: 'https://kurse.example/loves/kinderturnwelt',
    });
    const address = settled?.ok ? settled.data.address : null;
    expect(head.structuredData?.[0]?.['@type']).toBe(address ? 'LocalBusiness' : 'Organization');
    // The map names the franchise too, but only its page carries the organisation.
    const map = franchiseMapRoute.head(await franchiseMapRoute.load(ctx), LL);
    expect(map.structuredData).toBeUndefined();
  });
});

describe('the franchise schedule route (discovery §2 Franchise schedule, §8)', () => {
  const week = scheduleRange('2026-11-23', 'week');

  it('loads the franchise and the week the address names, titled "Kursplan – …" and described', async () => {
    const { ctx, reads } = context('kinderturnwelt', '?date=2026-11-25&view=week');
    const loaded = await franchiseScheduleRoute.load(ctx);
    expect(loaded.status).toBe(200);
    expect(reads.peek(franchiseRead('kinderturnwelt'))).toMatchObject({ ok: true });
    const events = reads.peek(scheduleRead('kinderturnwelt', week, null));
    expect(events).toMatchObject({ ok: true });
    expect(events?.ok && events.data.events.length).toBeGreaterThan(0);
    expect(franchiseScheduleRoute.head(loaded, LL)).toEqual({
      title: 'Kursplan – Kinderturnwelt',
      description: 'Der Kursplan von Kinderturnwelt: alle Kurse an allen Standorten, Tag für Tag.',
    });
  });

  it('reads the day and the place of the address', async () => {
    const search = '?date=2026-11-24&view=day&address=Berlin&lat=52.52&lng=13.405';
    const { ctx, reads } = context('kinderturnwelt', search);
    await franchiseScheduleRoute.load(ctx);
    const day = { start: '2026-11-24', end: '2026-11-24' };
    expect(
      reads.peek(scheduleRead('kinderturnwelt', day, { lat: 52.52, lng: 13.405 })),
    ).toMatchObject({ ok: true });
  });

  it('takes today from the clock it is given, never the machine’s', async () => {
    const { ctx, reads } = context('kinderturnwelt', '?view=week');
    // A week after the harness's clock: the load reads that week, not the harness's.
    const now = () => new Date('2026-12-02T09:00:00+01:00');
    await franchiseScheduleRoute.load({ ...ctx, now });
    const nextWeek = scheduleRange('2026-12-02', 'week');
    expect(reads.peek(scheduleRead('kinderturnwelt', nextWeek, null))).toMatchObject({ ok: true });
    expect(reads.peek(scheduleRead('kinderturnwelt', week, null))).toBeUndefined();
  });

  it('reads today’s day when the address names the view but no date', async () => {
    const { ctx, reads } = context('kinderturnwelt', '?view=day');
    await franchiseScheduleRoute.load(ctx);
    const today = berlinToday(ctx.now());
    expect(
      reads.peek(scheduleRead('kinderturnwelt', { start: today, end: today }, null)),
    ).toMatchObject({
      ok: true,
    });
  });

  it('reads the wide layout’s week when the address leaves the view to the window (as a server renders it)', async () => {
    for (const search of ['', '?date=2026-11-25']) {
      const { ctx, reads } = context('kinderturnwelt', search);
      expect((await franchiseScheduleRoute.load(ctx)).status).toBe(200);
      expect(reads.peek(franchiseRead('kinderturnwelt'))).toMatchObject({ ok: true });
      expect(reads.peek(scheduleRead('kinderturnwelt', week, null))).toMatchObject({ ok: true });
    }
  });

  it('is not found for an unknown franchise', async () => {
    const { ctx } = context('gibt-es-nicht', '?date=2026-11-23&view=week');
    const loaded = await franchiseScheduleRoute.load(ctx);
    expect(loaded.status).toBe(404);
    expect(franchiseScheduleRoute.head(loaded, LL).title).toBe(LL.errors.notFound.title());
  });

  it('keeps a failed schedule as a failure (503), not as not found (the page shows not found)', async () => {
    const { ctx, reads } = context('kinderturnwelt', '?date=2026-11-23&view=week', {
      scenarios: ['schedule-failed'],
    });
    const loaded = await franchiseScheduleRoute.load(ctx);
    expect(loaded.status).toBe(503);
    expect(reads.peek(scheduleRead('kinderturnwelt', week, null))).toMatchObject({
      ok: false,
      error: { status: 500 },
    });
    expect(franchiseScheduleRoute.head(loaded, LL).title).toBe(LL.errors.notFound.title());
  });
});
