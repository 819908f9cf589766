/**
 * What a family meets first while looking around (discovery §2): who offers a course and where,
 * the ways between a franchise's pages, and a frame whose parts line up and stay put. Layout is
 * measured with bounding boxes at both widths (projects desktop 1280 and phone 375). German
 * browser; axe runs in pages.spec.
 */
import { expect, test, type Locator, type Page } from './test';
import { PROVIDERS, open } from './app';

test.use({ locale: 'de-DE' });

const FRANCHISE = 'kinderturnwelt';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const brand = (page: Page) => nav(page).getByRole('link', { name: 'Kurse – zur Website' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

test('same-named courses of different providers say who offers them and where', async ({
  page,
}) => {
  await open(page, '/search?term=Seepferdchen');
  const cards = page.locator('[data-slot="course-card"]').filter({ hasText: 'Seepferdchen-Kurs' });
  await expect(cards.filter({ hasText: 'Schwimmschule Seepferdchen · Berlin' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Wiener Wasserflöhe · Wien' })).toHaveCount(1);
  const lines = await cards.locator('[data-slot="course-provider"]').allTextContents();
  expect(lines.length).toBe(await cards.count());
  expect(new Set(lines).size).toBe(lines.length);

  // The course page names the provider, linked home, right below the title.
  await cards.filter({ hasText: 'Wien' }).getByRole('link', { name: 'Seepferdchen-Kurs' }).click();
  const title = page.getByRole('heading', { level: 1, name: 'Seepferdchen-Kurs' });
  await expect(title).toBeVisible();
  const provider = page.getByRole('main').getByRole('link', { name: 'Wiener Wasserflöhe' });
  await expect(provider).toHaveAttribute('href', '/wiener-wasserfloehe');
  const below = (await box(provider)).y - ((await box(title)).y + (await box(title)).height);
  expect(below).toBeGreaterThanOrEqual(0);
  expect(below).toBeLessThan(120);
});

test('the franchise page leads to its schedule and map, the schedule back to the franchise', async ({
  page,
}) => {
  // Four pages, the last a WebGL map drawn in software.
  test.slow();
  await open(page, `/loves/${FRANCHISE}`);
  const pages = page.getByRole('navigation', { name: 'Kursplan und Karte' });
  await expect(pages.getByRole('link', { name: 'Alle Standorte auf der Karte' })).toHaveAttribute(
    'href',
    `/loves/${FRANCHISE}/map`,
  );
  await pages.getByRole('link', { name: 'Zum Kursplan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kursplan' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/loves/${FRANCHISE}/schedule`));

  await page.getByRole('main').getByRole('link', { name: 'Kinderturnwelt', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kinderturnwelt' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Kursplan und Karte' })
    .getByRole('link', { name: 'Alle Standorte auf der Karte' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/loves/${FRANCHISE}/map$`));
  await expect(page.getByRole('region', { name: 'Alle Standorte auf der Karte' })).toBeVisible();
});

for (const path of ['/search-map', `/loves/${FRANCHISE}/schedule`, '/search']) {
  test(`${path} starts its content where the header and footer start`, async ({ page }) => {
    await open(page, path);
    const start = (await box(brand(page))).x;
    expect((await box(page.getByRole('heading', { level: 1 }))).x).toBe(start);
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Fußzeile' });
    expect((await box(footer)).x).toBe(start);
  });
}

test('the header items stay put when the back link to a provider appears', async ({ page }) => {
  await open(page, '/search');
  const search = nav(page).getByRole('link', { name: 'Suche' });
  const language = nav(page).getByRole('button', { name: /English/ });
  const before = [(await box(search)).x, (await box(language)).x];

  await open(page, `/${PROVIDERS.standard.slug}`);
  await open(page, '/search');
  await expect(nav(page).getByRole('link', { name: /Zurück zu/ })).toBeVisible();
  expect([(await box(search)).x, (await box(language)).x]).toEqual(before);
});

test('a long e-mail address wraps only after the @ or before a dot', async ({ page }) => {
  await open(page, `/loves/${FRANCHISE}`);
  const email = page.getByRole('link', { name: /zentrale@kinderturnwelt\.example/ });
  await expect(email).toBeVisible();
  // The top of every character of the address: a new line may start only at a part.
  const breaks = await email.locator('[data-slot="email"]').evaluate((el) => {
    const text = el.textContent ?? '';
    const range = document.createRange();
    const tops: number[] = [];
    let offset = 0;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops[offset + i] = Math.round(range.getBoundingClientRect().top);
      }
      offset += (node.textContent ?? '').length;
    }
    return tops.flatMap((top, i) =>
      i > 0 && top !== tops[i - 1] ? [text.slice(i - 1, i + 1)] : [],
    );
  });
  for (const pair of breaks) expect(pair[0] === '@' || pair[1] === '.', pair).toBe(true);
});
