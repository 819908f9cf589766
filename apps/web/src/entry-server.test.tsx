/**
 * The server's rendering of pages (issue "server-rendered public pages"): the route's data read
 * before rendering, the page in the HTML in one piece, the right status, per-request state only.
 * The demo backend answers in-process with a fixed clock.
 */
import { createMockApi } from '@kurse/api-mock';
import type { Locale } from '@kurse/domain';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const NOW = new Date('2026-11-23T10:00:00+01:00');
const API = 'http://kurse.test/api';
const SITE = 'https://kurse.example';
const mock = createMockApi({ now: NOW, base: API });

async function page(url: string, locale: Locale = 'de', apiCookie?: string) {
  const rendered = await render({
    url,
    locale,
    apiUrl: API,
    ...(apiCookie ? { apiCookie } : {}),
    origin: SITE,
    signal: new AbortController().signal,
    reach: { fetch: (request) => mock.fetch(request), now: () => NOW },
  });
  const html = await new Promise<string>((resolve, reject) => {
    const sink = new PassThrough();
    let text = '';
    sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
    sink.on('end', () => resolve(text));
    const stream = rendered.stream({ onAllReady: () => stream.pipe(sink), onError: reject });
  });
  return { ...rendered, html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('server rendering', () => {
  it('renders a course page with its data, in one piece (discovery §2 Course page)', async () => {
    const course = await page('/schwimmschule-seepferdchen/courses/101');
    expect(course.status).toBe(200);
    expect(course.head).toMatchObject({
      title: 'Babyschwimmen',
      canonical: `${SITE}/schwimmschule-seepferdchen/courses/101`,
    });
    expect(course.indexed).toBe(true);
    expect(course.html).toMatch(/<h1[^>]*>Babyschwimmen<\/h1>/);
    expect(course.text).toContain('Ein Angebot von Schwimmschule Seepferdchen');
    expect(course.text).toContain('89,00 €');
    // Nothing waits for a script to be moved into place, and nothing fell back to the client.
    expect(course.html).not.toMatch(/<template id="B:|data-msg=/);
    // The answers travel with the page: the course and its provider.
    expect(Object.keys(course.reads)).toEqual(
      expect.arrayContaining(['/providers/schwimmschule-seepferdchen']),
    );
  });

  it('answers 404 with the not-found page for an unknown course, provider or path', async () => {
    for (const url of [
      '/schwimmschule-seepferdchen/courses/999999',
      '/gibt-es-nicht-als-anbieter',
      '/gibt/es/nicht/so/tief',
    ]) {
      const missing = await page(url);
      expect(missing.status, url).toBe(404);
      expect(missing.text, url).toContain('Zur Startseite');
      // A missing page is not indexed and names no canonical address.
      expect(missing.indexed, url).toBe(false);
      expect(missing.head?.canonical, url).toBeUndefined();
    }
  });

  it('answers 503 with the page’s error and its retry when the API fails', async () => {
    const failing = await render({
      url: '/schwimmschule-seepferdchen/courses/101',
      locale: 'de',
      apiUrl: API,
      origin: SITE,
      signal: new AbortController().signal,
      reach: {
        fetch: (request) =>
          new URL(request.url).pathname.includes('/courses/')
            ? Promise.resolve(new Response('{}', { status: 500 }))
            : mock.fetch(request),
        now: () => NOW,
      },
    });
    expect(failing.status).toBe(503);
    expect(failing.indexed).toBe(false);
  });

  it('renders the search with the address’s term and its results', async () => {
    const search = await page('/search?term=schwimm');
    expect(search.status).toBe(200);
    // Search results are for visitors, not for a search engine's index.
    expect(search.indexed).toBe(false);
    expect(search.html).toMatch(/<input[^>]*value="schwimm"/);
    expect(search.text).toContain('Seepferdchen-Kurs');
  });

  it('keeps each request to itself: two visitors and languages rendered at once', async () => {
    // The second visitor's reads carry a scenario of the demo backend: its provider is unknown.
    const [german, english] = await Promise.all([
      page('/schwimmschule-seepferdchen', 'de'),
      page('/schwimmschule-seepferdchen', 'en', 'kurse-scenario=provider-not-found'),
    ]);
    expect(german.status).toBe(200);
    expect(german.text).toContain('Zum Inhalt springen');
    expect(german.text).toContain('Schwimmschule Seepferdchen');
    expect(german.text).not.toContain('Skip to content');
    expect(english.status).toBe(404);
    expect(english.text).toContain('Skip to content');
    expect(english.text).toContain('Page not found');
    expect(english.text).not.toContain('Zum Inhalt springen');
    expect(english.reads['/providers/schwimmschule-seepferdchen']).toMatchObject({ ok: false });
    expect(german.reads['/providers/schwimmschule-seepferdchen']).toMatchObject({ ok: true });
  });

  it('renders a personal page’s frame and leaves its content to the browser', async () => {
    const profile = await page('/me/bookings');
    expect(profile.status).toBe(200);
    expect(profile.indexed).toBe(false);
    expect(profile.head).toEqual({ title: 'Mein Profil' });
    expect(profile.text).toContain('Zum Inhalt springen');
    expect(profile.html).toMatch(/aria-label="Hauptnavigation"/);
    expect(profile.text).not.toContain('Meine Buchungen');
    expect(profile.reads).toEqual({});
  });

  it('shows no time-zone warning: the server does not know the visitor’s zone', async () => {
    const landing = await page('/');
    expect(landing.status).toBe(200);
    expect(landing.html).not.toContain('data-variant="warning"');
  });
});
