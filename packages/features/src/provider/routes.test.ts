// @vitest-environment node
import { FIXTURES } from '@kurse/api-mock';
import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteModule } from '../core';
import { TEST_SITE, harness, loadContext } from '../core/test';
import { providerCoursesRead } from './offers/use-provider-courses';
import { previewRead } from './preview/use-provider-preview';
import { recommendationsRead } from './recommendations/use-recommendations';
import { providerRead } from './scope';
import { providerTextRead } from './text/use-provider-text';
import { coursesRoute } from './offers-page/route';
import { previewRoute } from './preview/route';
import { privacyPolicyRoute, termsRoute } from './text-page/route';
import { providerRoute } from './home-page/route';

const STANDARD = FIXTURES.providers.standardTemplate;
const LL = messagesFor('de');

/** A route with its load and head. */
type LoadedRoute = Required<Pick<RouteModule, 'load' | 'head'>>;

beforeAll(() => loadCatalogues(['de']));

/** Loads `route` for the address's params over the demo backend; `fail` makes matching calls fail. */
async function load(
  route: LoadedRoute,
  params: Record<string, string>,
  options: { scenarios?: string[]; fail?: RegExp } = {},
) {
  const { api, mock } = harness({ scenarios: options.scenarios });
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
  const { context, reads } = loadContext(api, params, new URLSearchParams());
  const loaded = await route.load(context);
  return { loaded, reads, head: route.head(loaded, LL, TEST_SITE) };
}

describe('the provider slice’s routes load their first screen (discovery §2, transactions §2)', () => {
  it('provider home: the provider, its courses and recommendations; titled with its name', async () => {
    const { loaded, reads, head } = await load(providerRoute, { slug: STANDARD.slug });
    expect(loaded.status).toBe(200);
    expect(reads.peek(providerRead(STANDARD.slug))).toMatchObject({ ok: true });
    expect(reads.peek(providerCoursesRead(STANDARD.id))).toMatchObject({ ok: true });
    expect(reads.peek(recommendationsRead({ providerId: STANDARD.id }))).toMatchObject({
      ok: true,
    });
    expect(head).toMatchObject({ title: 'Schwimmschule Seepferdchen' });
  });

  it('provider home: the head describes the provider as a schema.org organisation', async () => {
    const { reads, head } = await load(providerRoute, { slug: STANDARD.slug });
    const settled = reads.peek(providerRead(STANDARD.slug));
    const provider = settled?.ok ? settled.data : undefined;
    expect(head?.description).toBeTruthy();
    expect(head?.structuredData?.[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': provider?.address ? 'LocalBusiness' : 'Organization',
      name: 'Schwimmschule Seepferdchen',
      url: `https://kurse.example/${STANDARD.slug}`,
    });
  });

  it('an unknown provider is a 404; a failing backend is a 503 and its failure is kept', async () => {
    const unknown = await load(providerRoute, { slug: 'gibt-es-nicht' });
    expect(unknown.loaded.status).toBe(404);
    expect(unknown.head).toEqual({ title: LL.errors.notFound.title() });
    const failing = await load(
      providerRoute,
      { slug: STANDARD.slug },
      { scenarios: ['provider-error'] },
    );
    expect(failing.loaded.status).toBe(503);
    expect(failing.reads.peek(providerRead(STANDARD.slug))).toMatchObject({ ok: false });
  });

  it('offers: the provider’s courses, titled "Alle Angebote" and described; their failure is kept (503)', async () => {
    const { loaded, reads, head } = await load(coursesRoute, { slug: STANDARD.slug });
    expect(loaded.status).toBe(200);
    expect(reads.peek(providerCoursesRead(STANDARD.id))).toMatchObject({ ok: true });
    expect(head).toEqual({
      title: 'Alle Angebote',
      description:
        'Alle Kurse und Angebote von Schwimmschule Seepferdchen: Termine, Preise und freie Plätze auf einen Blick.',
    });
    expect((await load(coursesRoute, { slug: 'gibt-es-nicht' })).loaded.status).toBe(404);
    const failing = await load(coursesRoute, { slug: STANDARD.slug }, { fail: /\/courses\?/ });
    expect(failing.loaded.status).toBe(503);
    expect(failing.reads.peek(providerCoursesRead(STANDARD.id))).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
  });

  it('terms and privacy policy: the provider’s text, titled "AGB von …" / "Datenschutzerklärung von …"', async () => {
    const terms = await load(termsRoute, { slug: STANDARD.slug });
    expect(terms.loaded.status).toBe(200);
    expect(terms.reads.peek(providerTextRead(STANDARD.id, 'terms'))).toMatchObject({ ok: true });
    expect(terms.head).toEqual({
      title: 'AGB von Schwimmschule Seepferdchen',
      description:
        'Die Allgemeinen Geschäftsbedingungen von Schwimmschule Seepferdchen für deine Buchungen.',
    });
    const privacy = await load(privacyPolicyRoute, { slug: STANDARD.slug });
    expect(privacy.reads.peek(providerTextRead(STANDARD.id, 'privacyPolicy'))).toMatchObject({
      ok: true,
    });
    expect(privacy.head).toEqual({
      title: 'Datenschutzerklärung von Schwimmschule Seepferdchen',
      description:
        'Wie Schwimmschule Seepferdchen mit deinen Daten umgeht: die Datenschutzerklärung.',
    });
    expect((await load(termsRoute, { slug: 'gibt-es-nicht' })).loaded.status).toBe(404);
    const failing = await load(termsRoute, { slug: STANDARD.slug }, { fail: /\/terms$/ });
    expect(failing.loaded.status).toBe(503);
    expect(failing.reads.peek(providerTextRead(STANDARD.id, 'terms'))).toMatchObject({ ok: false });
  });

  it('a provider without terms is not asked for them (its flag says so)', async () => {
    const card = FIXTURES.providers.cardTemplate;
    const { loaded, reads } = await load(termsRoute, { slug: card.slug });
    expect(loaded.status).toBe(200);
    expect(reads.peek(providerTextRead(card.id, 'terms'))).toBeUndefined();
  });

  it('preview: the provider of the address, titled with its name; an unknown address is the placeholder (404)', async () => {
    const url = 'https://www.schwimmschule-seepferdchen.kurse.example/';
    const { loaded, reads, head } = await load(previewRoute, { url });
    expect(loaded.status).toBe(200);
    expect(reads.peek(previewRead(url))).toMatchObject({ ok: true });
    expect(head).toEqual({ title: 'Schwimmschule Seepferdchen' });
    const unknown = await load(
      previewRoute,
      { url },
      { scenarios: ['provider-preview-not-found'] },
    );
    expect(unknown.loaded.status).toBe(404);
    expect(unknown.head).toEqual({ title: 'Leider nichts gefunden :(' });
    const failing = await load(previewRoute, { url }, { fail: /\/providers\/preview/ });
    expect(failing.loaded.status).toBe(503);
    expect(failing.reads.peek(previewRead(url))).toMatchObject({ ok: false });
  });
});
