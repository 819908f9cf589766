/**
 * The provider blog and the provider's terms and privacy pages (transactions §2 Blog, Terms and
 * privacy pages, §7 tracking pixel, §9 tracking suppression). German browser, desktop and phone;
 * axe runs once per page in pages.spec.
 */
import { expect, test, type Page } from './test';
import { PROVIDERS, open } from './app';

test.use({ locale: 'de-DE' });

const SWIM = PROVIDERS.standard;
/** The standard provider's published posts, newest first (a fourth one is scheduled). */
const POSTS = {
  newest: { id: 603, slug: 'schwimmbrille-ja-oder-nein', title: 'Schwimmbrille: ja oder nein?' },
  middle: {
    id: 602,
    slug: 'neues-lehrschwimmbecken-in-neukoelln',
    title: 'Neu: Kurse im Stadtbad Neukölln',
  },
  oldest: {
    id: 601,
    slug: 'wann-ist-mein-kind-bereit-fuers-seepferdchen',
    title: 'Wann ist mein Kind bereit fürs Seepferdchen?',
  },
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Beiträge blättern' });
const footerNav = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Fußzeile' });

/** The post ids the view pixel was fetched for, in order. */
function pixelsOf(page: Page): string[] {
  const pixels: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/pixel.gif' && url.searchParams.has('b')) {
      pixels.push(url.searchParams.get('b') ?? '');
    }
  });
  return pixels;
}

test('the blog lists the posts; a post opens from the list and leads on by previous, next and the side list', async ({
  page,
}) => {
  await open(page, `/${SWIM.slug}`);
  await page
    .getByRole('navigation', { name: 'Anbieter-Menü' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(`/${SWIM.slug}/blog`);
  await expect(heading(page)).toHaveText('Blog');
  await expect(page).toHaveTitle(`Blog von ${SWIM.name} – Kurse`);
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([POSTS.newest.title, POSTS.middle.title, POSTS.oldest.title]);
  // 250 characters of the longest post, then the ellipsis.
  const preview = page.getByText(/^Diese Frage hören wir jede Woche/);
  await expect(preview).toHaveText(/…$/);
  expect([...((await preview.textContent()) ?? '')].length).toBeLessThanOrEqual(251);

  await page.getByRole('link', { name: POSTS.oldest.title }).click();
  await expect(page).toHaveURL(`/${SWIM.slug}/blog/${POSTS.oldest.slug}`);
  await expect(heading(page)).toHaveText(POSTS.oldest.title);
  await expect(heading(page)).toBeFocused();
  await expect(page).toHaveTitle(`${POSTS.oldest.title} – Kurse`);
  const article = page.getByRole('article');
  await expect(article.getByText('von Katrin Albers')).toBeVisible();
  await expect(article.getByText(/^\d{1,2}\. \S+ \d{4} um \d{2}:\d{2} Uhr$/)).toBeVisible();
  await expect(article.getByText('Lesezeit: 3 Minuten')).toBeVisible();
  await expect(article.getByText(/Bronze-Abzeichen/)).toBeVisible();
  // The oldest post has a next (newer) post only.
  await expect(pager(page).getByRole('link')).toHaveCount(1);

  await pager(page)
    .getByRole('link', { name: /Nächster Beitrag/ })
    .click();
  await expect(page).toHaveURL(`/${SWIM.slug}/blog/${POSTS.middle.slug}`);
  await expect(heading(page)).toHaveText(POSTS.middle.title);
  await expect(heading(page)).toBeFocused();
  await expect(pager(page).getByRole('link')).toHaveText([
    `Vorheriger Beitrag${POSTS.oldest.title}`,
    `Nächster Beitrag${POSTS.newest.title}`,
  ]);

  await pager(page)
    .getByRole('link', { name: /Vorheriger Beitrag/ })
    .click();
  await expect(heading(page)).toHaveText(POSTS.oldest.title);

  const side = page.getByRole('complementary', { name: 'Weitere Beiträge' });
  await expect(side.getByRole('link')).toHaveText([POSTS.newest.title, POSTS.middle.title]);
  await side.getByRole('link', { name: POSTS.newest.title }).click();
  await expect(page).toHaveURL(`/${SWIM.slug}/blog/${POSTS.newest.slug}`);
  await expect(heading(page)).toHaveText(POSTS.newest.title);
  await expect(page.getByText('Lesezeit: weniger als eine Minute')).toBeVisible();

  await page.getByRole('link', { name: 'Alle Beiträge' }).click();
  await expect(page).toHaveURL(`/${SWIM.slug}/blog`);
  await expect(heading(page)).toHaveText('Blog');
});

test('a post opens from the list by keyboard', async ({ page }) => {
  await open(page, `/${SWIM.slug}/blog`);
  const link = page.getByRole('link', { name: POSTS.middle.title });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/${SWIM.slug}/blog/${POSTS.middle.slug}`);
  await expect(heading(page)).toBeFocused();
});

test(
  'a blog without posts says so; an unknown or scheduled post is not found',
  { tag: '@phone-only' },
  async ({ page }) => {
    await open(page, `/${PROVIDERS.noTerms.slug}/blog`);
    await expect(page.getByText('Hier gibt es noch keine Beiträge.')).toBeVisible();

    for (const slug of ['gibt-es-nicht', 'unser-team-stellt-sich-vor']) {
      await open(page, `/${SWIM.slug}/blog/${slug}`);
      await expect(heading(page)).toHaveText('Beitrag nicht gefunden');
      await page.getByRole('link', { name: 'Alle Beiträge' }).click();
      await expect(page).toHaveURL(`/${SWIM.slug}/blog`);
    }
  },
);

test(
  'the post pixel fires once per post, and not again within the hour',
  { tag: '@phone-only' },
  async ({ page }) => {
    const pixels = pixelsOf(page);
    await open(page, `/${SWIM.slug}/blog/${POSTS.oldest.slug}`);
    await expect.poll(() => pixels).toEqual([String(POSTS.oldest.id)]);

    await page.reload();
    await expect(heading(page)).toHaveText(POSTS.oldest.title);
    await page.waitForLoadState('networkidle');
    expect(pixels).toEqual([String(POSTS.oldest.id)]);

    await pager(page)
      .getByRole('link', { name: /Nächster Beitrag/ })
      .click();
    await expect(heading(page)).toHaveText(POSTS.middle.title);
    await expect.poll(() => pixels).toEqual([String(POSTS.oldest.id), String(POSTS.middle.id)]);

    await pager(page)
      .getByRole('link', { name: /Vorheriger Beitrag/ })
      .click();
    await expect(heading(page)).toHaveText(POSTS.oldest.title);
    await page.waitForLoadState('networkidle');
    expect(pixels).toEqual([String(POSTS.oldest.id), String(POSTS.middle.id)]);
  },
);

test('the provider’s terms and privacy policy open from the footer, below the provider card', async ({
  page,
}) => {
  await open(page, `/${SWIM.slug}`);
  await footerNav(page).getByRole('link', { name: 'AGB des Anbieters' }).click();
  await expect(page).toHaveURL(`/${SWIM.slug}/terms`);
  await expect(heading(page)).toHaveText(`AGB von ${SWIM.name}`);
  await expect(page).toHaveTitle(`AGB von ${SWIM.name} – Kurse`);
  await expect(page.getByRole('heading', { level: 3, name: 'Rücktritt' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: SWIM.name })).toHaveAttribute(
    'href',
    `/${SWIM.slug}`,
  );

  await footerNav(page).getByRole('link', { name: 'Datenschutz des Anbieters' }).click();
  await expect(page).toHaveURL(`/${SWIM.slug}/privacy_policy`);
  await expect(heading(page)).toHaveText(`Datenschutzerklärung von ${SWIM.name}`);
  await expect(
    page.getByText(/^Wir verarbeiten die Daten, die du bei der Buchung angibst/),
  ).toBeVisible();
});

test('a provider without a privacy policy of its own points to the general one', async ({
  page,
}) => {
  await open(page, `/${PROVIDERS.termsOnly.slug}/privacy_policy`);
  await expect(
    page.getByText('hat keine eigene Datenschutzerklärung hinterlegt.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: /Datenschutz bei Kurse/ }),
  ).toBeVisible();
});

test('a card-template blog shows tiles; the side list cuts titles at 50 characters', async ({
  page,
}) => {
  const card = { slug: 'familienzentrum-sonnenschein' };
  const long = 'Herbstferien im Familienzentrum: Basteln, Backen und Laternen für Kinder';
  await open(page, `/${card.slug}/blog`);
  await expect(page.locator('[data-layout="card"]')).toBeVisible();
  await page.getByRole('link', { name: 'Krabbeltreff am Freitag' }).click();
  await expect(heading(page)).toHaveText('Krabbeltreff am Freitag');
  const side = page.getByRole('complementary', { name: 'Weitere Beiträge' });
  const link = side.getByRole('link', { name: long });
  await expect(link).toBeVisible();
  await expect(link.locator('[aria-hidden="true"]')).toHaveText(
    'Herbstferien im Familienzentrum: Basteln, Backen u…',
  );
});
