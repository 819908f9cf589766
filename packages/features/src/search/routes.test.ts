import { defaultSearchFilters } from '@kurse/domain';
import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { harness, loadContext } from '../core/test';
import { searchMapRoute, searchRoute } from '.';
import { searchRead } from './list/search-reads';
import { locationTarget, locationsRead } from './map/location-reads';

/** A route's load context over the demo backend (with its scenarios), and the cache it fills. */
function context(search = '', options: { scenarios?: string[] } = {}) {
  const { api } = harness(options);
  const { context: ctx, reads } = loadContext(api, {}, new URLSearchParams(search));
  return { ctx, reads };
}

const LL = messagesFor('de');
beforeAll(() => loadCatalogues(['de']));

const place = { term: 'Schwimmen', address: null, lat: null, lng: null };

describe('the search route (discovery §2 Search (list), §4 Default filters)', () => {
  it("reads the first page for the address's term with the default filters, titled by the page", async () => {
    const { ctx, reads } = context('?term=Schwimmen');
    const loaded = await searchRoute.load(ctx);
    expect(loaded.status).toBe(200);
    const kept = reads.peek(searchRead(place, defaultSearchFilters(), 1));
    expect(kept).toMatchObject({ ok: true });
    expect(kept?.ok && kept.data.results.length).toBeGreaterThan(0);
    expect(searchRoute.head(loaded, LL)).toEqual({
      title: 'Suche',
      description:
        'Angebote zu „Schwimmen“ für Kinder und Familien: Kurse, Online-Kurse und Abos mit freien Plätzen und Preisen.',
    });
  });

  it('is described without a term as the search for everything', async () => {
    const { ctx } = context('');
    const loaded = await searchRoute.load(ctx);
    expect(searchRoute.head(loaded, LL).description).toBe(LL.search.description());
    expect(searchRoute.head(loaded, LL).description?.length).toBeLessThanOrEqual(155);
  });

  it("narrows to the address's category space", async () => {
    const { ctx, reads } = context('?space=travel');
    await searchRoute.load(ctx);
    const filters = { ...defaultSearchFilters(), categorySpaces: ['travel' as const] };
    const none = { term: null, address: null, lat: null, lng: null };
    expect(reads.peek(searchRead(none, filters, 1))).toMatchObject({
      ok: true,
      data: { meta: { totalCount: 14 } },
    });
  });

  it('keeps an unusable answer as a failure (503), not as not found', async () => {
    const { ctx, reads } = context('?term=Schwimmen', { scenarios: ['answer-empty'] });
    const loaded = await searchRoute.load(ctx);
    expect(loaded.status).toBe(503);
    expect(reads.peek(searchRead(place, defaultSearchFilters(), 1))).toMatchObject({ ok: false });
  });
});

describe('the map search route (discovery §2 Map search, §4 Map search)', () => {
  const at = { lat: 52.52, lng: 13.405 };
  const berlin = locationsRead(
    locationTarget({ center: at, zoom: 13 }, { term: null, online: false }),
  );

  it("reads the locations around the address's centre at its zoom, titled by the page", async () => {
    const { ctx, reads } = context('?lat=52.52&lng=13.405&zoom=13');
    const loaded = await searchMapRoute.load(ctx);
    expect(loaded.status).toBe(200);
    const kept = reads.peek(berlin);
    expect(kept).toMatchObject({ ok: true });
    expect(kept?.ok && kept.data.locations.length).toBeGreaterThan(0);
    expect(searchMapRoute.head(loaded, LL)).toEqual({ title: LL.search.map.title() });
  });

  it('reads nothing without a centre (the page shows its intro)', async () => {
    const { ctx, reads } = context('?term=Yoga');
    expect(await searchMapRoute.load(ctx)).toEqual({ status: 200 });
    expect(reads.snapshot()).toEqual({});
  });

  it('keeps an unusable answer as a failure (503), not as not found', async () => {
    const { ctx, reads } = context('?lat=52.52&lng=13.405&zoom=13', {
      scenarios: ['answer-empty'],
    });
    const loaded = await searchMapRoute.load(ctx);
    expect(loaded.status).toBe(503);
    expect(reads.peek(berlin)).toMatchObject({ ok: false });
  });
});
