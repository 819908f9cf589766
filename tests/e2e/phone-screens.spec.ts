/**
 * What a family meets first on a phone (375 × 812): the course page's way to its dates and
 * booking, the schedule's next dates after an empty day, and the contact form above the bottom
 * menu (discovery §2 Course and event pages, Franchise schedule, Provider page). German browser,
 * the demo backend's seed; axe runs in pages.spec.
 */
import { expect, test, type Locator, type Page } from './test';
import { beforeScripts, topBeforeScripts, open, PROVIDERS } from './app';

test.use({ locale: 'de-DE' });
// Phones only (the phone project alone runs this file): wider screens show all at once.

/** Whether an element lies wholly inside the first screen. */
async function inFirstScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test('the course page offers its dates and booking in the first screen', async ({ page }) => {
  await open(page, '/schwimmschule-seepferdchen/courses/101');
  const bar = page.getByRole('region', { name: 'Termine und Buchung' });
  const action = bar.getByRole('button', { name: 'Termine & Buchen' });
  await expect(action).toBeVisible();
  expect(await inFirstScreen(page, action)).toBe(true);
  await expect(bar).toContainText('€');
  // Above the provider's bottom menu, not under it.
  const menu = page.getByRole('navigation', { name: /Menü/ });
  const [barBox, menuBox] = [await bar.boundingBox(), await menu.boundingBox()];
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual((menuBox?.y ?? 0) + 1);

  await action.click();
  const heading = page.getByRole('heading', { level: 2, name: 'Termine' });
  await expect(heading).toBeFocused();
  const book = page.getByRole('link', { name: /^Buchen/ }).first();
  await expect(book).toBeVisible();
  await expect(page.getByRole('button', { name: 'Termine ausblenden' })).toBeVisible();
});

test('an empty day of the schedule says when the next dates are and opens that day', async ({
  page,
}) => {
  // Find a day without events in the seed's next weeks, then open it.
  await open(page, '/loves/kinderturnwelt/schedule?view=day');
  const empty = page.getByText('In diesem Zeitraum gibt es keine Termine.');
  const nextDay = page.getByRole('button', { name: 'Nächster Tag' });
  for (let i = 0; i < 7 && !(await empty.isVisible()); i += 1) {
    await nextDay.click();
    await expect(page.locator('[aria-busy]')).toHaveCount(0);
  }
  await expect(empty).toBeVisible();
  const go = page.locator('[data-slot="schedule-next"]').getByRole('button', { name: /^Zum / });
  await expect(page.getByText(/^Die nächsten Termine gibt es am /)).toBeVisible();
  await go.click();
  await expect(page.locator('[data-schedule-card]').first()).toBeVisible();
  await expect(empty).toHaveCount(0);
});

test('the contact form opens above the bottom menu', async ({ page }) => {
  await open(page, '/schwimmschule-seepferdchen');
  await page.getByRole('button', { name: 'Nachricht schreiben' }).click();
  const dialog = page.getByRole('dialog', { name: /Nachricht an/ });
  await expect(dialog).toBeVisible();
  const popover = page.locator('[data-slot="popover"]');
  const menu = page.getByRole('navigation', { name: /Menü/ });
  await expect
    .poll(async () => {
      const [p, m] = [await popover.boundingBox(), await menu.boundingBox()];
      return p !== null && m !== null && p.y + p.height <= m.y;
    })
    .toBe(true);
});

test('a returning visitor’s page does not move down when the header’s back link appears', async ({
  page,
}) => {
  // The provider last shown is kept in the browser (discovery §4): the server cannot render the
  // back link to it, which takes a second row at phone width. The row is there from the first paint.
  await open(page, `/${PROVIDERS.standard.slug}`);
  for (const path of ['/loves/kinderturnwelt', '/search?term=schwimm']) {
    const painted = await topBeforeScripts(page, path);
    await page.goto(path);
    const back = page.getByRole('link', { name: `Zurück zu ${PROVIDERS.standard.name}` });
    await expect(back).toBeVisible();
    expect(painted, path).toBeGreaterThan(0);
    expect((await page.locator('main#main').boundingBox())?.y, path).toBe(painted);
  }
});

test('the list search’s results do not move when the app takes the page over', async ({ page }) => {
  // The server renders for a wide window; the list/card toggle shows only above 768 px
  // (discovery §2 Search (list)): on a phone it is hidden from the first paint.
  const path = '/search?term=schwimm';
  const card = '[data-slot="course-card"]';
  const painted = await topBeforeScripts(page, path, card);
  await page.goto(path);
  await expect(page.locator(card).first()).toBeVisible();
  await expect(page.locator('[aria-label="Ansicht"]')).toHaveCount(0);
  expect(painted).toBeGreaterThan(0);
  expect((await page.locator(card).first().boundingBox())?.y).toBe(painted);
});

test('the offers’ excerpts are the phone’s from the first paint', async ({ page }) => {
  // Excerpts are 80 characters up to 500 px, 140 above (discovery §9); the server does not know
  // the width, so both cuts are in its HTML and CSS shows the phone's.
  const path = `/${PROVIDERS.standard.slug}/courses`;
  const excerpt = page.locator('[data-slot="course-card"] p[class="text-sm"]').first();
  const second = page.locator('[data-slot="course-card"]').nth(1);
  const painted = await beforeScripts(page, path, async () => ({
    text: await excerpt.innerText(),
    top: (await second.boundingBox())?.y,
  }));
  await page.goto(path);
  await expect(second).toBeVisible();
  expect(Array.from(painted.text).length).toBeLessThanOrEqual(81);
  expect(painted.text).toMatch(/…$/);
  expect(await excerpt.innerText()).toBe(painted.text);
  expect(painted.top).toBeGreaterThan(0);
  expect((await second.boundingBox())?.y).toBe(painted.top);
});
