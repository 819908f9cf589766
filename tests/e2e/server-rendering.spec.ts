/**
 * What the server answers before any script runs: what a crawler, a link preview and a browser
 * without JavaScript get (discovery §2 Route table, the issue "found, shared and painted at
 * once"). Statuses, caching and language headers, the head's JSON-LD, `robots.txt` and the
 * sitemap; a course page read and followed with JavaScript off; and that the check for hydration
 * errors, which every page of `pages.spec.ts` runs, sees one. Desktop only: the server's answer
 * does not depend on the width.
 */
import { expect, test, type Page } from './test';
import { PROVIDERS } from './app';

const S = PROVIDERS.standard;
const COURSE = `/${S.slug}/courses/101`;
const POST = `/${S.slug}/blog/wann-ist-mein-kind-bereit-fuers-seepferdchen`;

/** The schema.org objects of a page's JSON-LD scripts (each must be valid JSON). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const ofType = (items: Record<string, unknown>[], type: string) =>
  items.filter((item) => item['@type'] === type);

/** A date of the API (`2026-12-14T10:00:00+01:00`) as the page writes it: 14.12.2026, Berlin. */
const germanDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

interface ApiEvent {
  startDate: string;
  participantsLeft?: number | null;
}

test.describe('without JavaScript', () => {
  test('a course page shows title, provider, description, dates, prices and address, and its links work', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      locale: 'de-DE',
    });
    const page = await context.newPage();
    const course = (await (await page.request.get('/api/courses/101')).json()) as {
      events: ApiEvent[];
    };
    const answer = await page.goto(COURSE);
    expect(answer?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Babyschwimmen');
    await expect(main.getByRole('link', { name: S.name }).first()).toBeVisible();
    await expect(main.getByText(/^Im 32 Grad warmen Wasser entdecken Babys/).first()).toBeVisible();
    await expect(main.getByText('Kastanienallee 12').first()).toBeVisible();
    await expect(main.getByText('89,00 € pro Person').first()).toBeVisible();
    for (const event of course.events) {
      await expect(main.getByText(`${germanDate(event.startDate)} – `)).toBeVisible();
    }
    await main.getByRole('link', { name: S.name }).first().click();
    await expect(page).toHaveURL(`/${S.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(S.name);
    await context.close();
  });
});

test.describe('statuses', () => {
  const missing = {
    path: '/gibt-es/nicht/hier/wirklich',
    provider: '/kein-anbieter-unter-dieser-adresse',
    course: `/${S.slug}/courses/999999`,
    event: `/${S.slug}/courses/101/999999`,
    franchise: '/loves/keine-marke-unter-dieser-adresse',
    post: `/${S.slug}/blog/kein-beitrag-unter-dieser-adresse`,
  };
  for (const [what, path] of Object.entries(missing)) {
    test(`an unknown ${what} answers 404 with the not-found page, kept out of search engines`, async ({
      request,
    }) => {
      const answer = await request.get(path, { headers: { 'accept-language': 'de-DE' } });
      expect(answer.status()).toBe(404);
      const html = await answer.text();
      expect(html).toMatch(/<title>(Seite|Beitrag) nicht gefunden – Kurse<\/title>/);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).not.toMatch(/rel="canonical"/);
      expect(answer.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10');
    });
  }

  test('the preview of an unknown address answers 404 with the placeholder provider', async ({
    request,
  }) => {
    const answer = await request.get('/preview/kein-anbieter.example', {
      headers: { 'accept-language': 'de-DE' },
    });
    expect(answer.status()).toBe(404);
    const html = await answer.text();
    expect(html).toContain('Leider nichts gefunden :(');
    expect(html).toContain('Hast du deine URL richtig angegeben?');
  });

  test('a failing API answers 503 with the error page and its retry, kept by nobody', async ({
    request,
  }) => {
    const answer = await request.get(`/${S.slug}`, {
      headers: { 'accept-language': 'de-DE', cookie: 'kurse-scenario=provider-error' },
    });
    expect(answer.status()).toBe(503);
    expect(answer.headers()['cache-control']).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('Da ist etwas schiefgelaufen');
    expect(html).toContain('Seite neu laden');
  });
});

test.describe('headers', () => {
  test('a public page may be kept by a CDN and varies by language', async ({ request }) => {
    const answer = await request.get(COURSE);
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(headers['vary']).toMatch(/^Accept-Language, Cookie\b/);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('the language follows the toggle’s cookie, else the browser’s first language', async ({
    request,
  }) => {
    const english = await request.get(COURSE, { headers: { 'accept-language': 'en-GB,de;q=0.8' } });
    expect(english.headers()['content-language']).toBe('en');
    expect(await english.text()).toMatch(/<html lang="en"/);
    const german = await request.get(COURSE, { headers: { 'accept-language': 'de-AT,en;q=0.8' } });
    expect(german.headers()['content-language']).toBe('de');
    const chosen = await request.get(COURSE, {
      headers: { 'accept-language': 'en-GB', cookie: 'kurse.locale=de' },
    });
    expect(chosen.headers()['content-language']).toBe('de');
    expect(await chosen.text()).toMatch(/<html lang="de"/);
  });

  test('a personal page is its frame alone, kept by nobody and by no search engine', async ({
    request,
  }) => {
    for (const path of ['/me', `/${S.slug}/checkout/1`, '/me/contracts']) {
      const answer = await request.get(path, { headers: { 'accept-language': 'de-DE' } });
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
      const html = await answer.text();
      expect(html, path).toContain('Zum Inhalt springen');
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});

test.describe('found and shared', () => {
  test('robots.txt keeps crawlers off personal pages and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/^Disallow: \/me\/$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('every public page says what it is in its head: title, description, Open Graph', async ({
    request,
  }) => {
    const pages = [
      '/',
      `/${S.slug}`,
      `/${S.slug}/courses`,
      COURSE,
      `${COURSE}/1011`,
      `/${S.slug}/blog`,
      POST,
      `/${S.slug}/terms`,
      '/loves/kinderturnwelt',
      '/loves/kinderturnwelt/schedule',
    ];
    for (const path of pages) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      // A description of its own, as search results and link previews show it.
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}">/);
      expect(html, path).toMatch(/<meta property="og:description" content="[^"]{40,}">/);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+">/);
    }
  });

  test('the sitemap lists providers, courses, franchises and posts, each answering 200', async ({
    request,
    baseURL,
  }) => {
    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('xml');
    const urls = [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [`/${S.slug}`, COURSE, '/loves/kinderturnwelt', POST]) {
      expect(urls).toContain(`${baseURL}${path}`);
    }
    expect(urls.filter((url) => url?.includes('/me'))).toEqual([]);
    for (const url of urls.slice(0, 5)) {
      expect((await request.get(url ?? '')).status(), url).toBe(200);
    }
  });

  test('a course page names itself, its events and offers in JSON-LD', async ({
    page,
    request,
    baseURL,
  }) => {
    const course = (await (await request.get('/api/courses/101')).json()) as {
      events: ApiEvent[];
    };
    await page.goto(COURSE);
    await expect(page).toHaveTitle('Babyschwimmen – Kurse');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${COURSE}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Babyschwimmen',
    );
    const items = await jsonLd(page);
    const [named] = ofType(items, 'Course');
    expect(named).toMatchObject({
      name: 'Babyschwimmen',
      url: `${baseURL}${COURSE}`,
      provider: { '@type': 'Organization', name: S.name },
    });
    const instances = named?.['hasCourseInstance'] as Record<string, unknown>[];
    expect(instances).toHaveLength(course.events.length);
    for (const [index, instance] of instances.entries()) {
      expect(instance).toMatchObject({
        '@type': 'CourseInstance',
        startDate: course.events[index]?.startDate,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          address: { streetAddress: 'Kastanienallee 12', postalCode: '10435' },
        },
        offers: [{ '@type': 'Offer', price: '89.00', priceCurrency: 'EUR' }],
      });
    }
    const [trail] = ofType(items, 'BreadcrumbList');
    expect(trail?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: S.name, item: `${baseURL}/${S.slug}` },
      { '@type': 'ListItem', position: 2, name: 'Babyschwimmen', item: `${baseURL}${COURSE}` },
    ]);
  });

  test('a provider page is a business with its address, a post a posting with its author', async ({
    page,
  }) => {
    await page.goto(`/${S.slug}`);
    const [business] = ofType(await jsonLd(page), 'LocalBusiness');
    expect(business).toMatchObject({
      name: S.name,
      address: {
        streetAddress: 'Kastanienallee 12',
        postalCode: '10435',
        addressLocality: 'Berlin',
      },
    });
    await page.goto(POST);
    const items = await jsonLd(page);
    expect(ofType(items, 'BlogPosting')[0]).toMatchObject({
      headline: 'Wann ist mein Kind bereit fürs Seepferdchen?',
      author: { '@type': 'Person', name: 'Katrin Albers' },
    });
    expect(ofType(items, 'BreadcrumbList')).toHaveLength(1);
  });
});

test('a page whose server HTML the browser’s code would render differently reports the mismatch', async ({
  page,
}) => {
  // The check every page of pages.spec.ts runs (no page error) sees a hydration mismatch: the
  // course's heading is changed in the served HTML only.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(COURSE, async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace('>Babyschwimmen</h1>', '>Babyschwimmen!</h1>');
    await route.fulfill({ response: answer, body: html });
  });
  await page.goto(COURSE);
  await expect.poll(() => errors.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Babyschwimmen');
});
