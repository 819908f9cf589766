/**
 * Franchise page and schedule (discovery §2 Franchise page, Franchise schedule, Event card).
 * German browser, the demo backend's seed relative to today; axe runs in pages.spec.
 */
import { expect, test } from './test';
import { open } from './app';

test.use({ locale: 'de-DE' });

test('a franchise page lists its locations, each opening in a new tab', async ({ page }) => {
  await open(page, '/loves/kinderturnwelt');
  const locations = page.getByRole('region', { name: 'Unsere Standorte' }).getByRole('link');
  await expect(locations).toHaveCount(14);
  await expect(locations.first()).toHaveAttribute('href', '/kinderturnwelt-berlin-mitte');
  await expect(locations.first()).toHaveAttribute('target', '_blank');
});

test('the schedule moves forward and back, never into the past, switches to day view and filters by category', async ({
  page,
}) => {
  await open(page, '/loves/kinderturnwelt/schedule?view=week');
  const previous = page.getByRole('button', { name: 'Vorherige Woche' });
  const next = page.getByRole('button', { name: 'Nächste Woche' });
  const range = page.getByRole('button', { name: /^Woche vom / });
  await expect(previous).toBeDisabled();
  const thisWeek = await range.textContent();

  await next.click();
  await expect(range).not.toHaveText(thisWeek ?? '');
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(range).toHaveText(thisWeek ?? '');
  await expect(previous).toBeDisabled();

  const cards = page.locator('[data-schedule-card]');
  await expect(cards.filter({ hasText: 'Kinderturnen' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Tanzzwerge' }).first()).toBeVisible();
  await page
    .getByRole('toolbar', { name: 'Kategorien' })
    .getByRole('button', { name: 'Turnen & Bewegung' })
    .click();
  await expect(cards.filter({ hasText: 'Kinderturnen' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Tanzzwerge' }).first()).toBeVisible();

  await range.click();
  await expect(page.getByRole('button', { name: 'Vorheriger Tag' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Nächster Tag' })).toBeVisible();
  await expect(page).toHaveURL(/view=day/);
});

test('an unknown franchise shows the not-found page', { tag: '@phone-only' }, async ({ page }) => {
  await open(page, '/loves/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
});

test('the franchise map opens full screen at the centre and zoom of the query', async ({
  page,
}) => {
  await page.goto('/loves/kinderturnwelt/map?lat=48.2082&lng=16.3738&zoom=12');
  const map = page.locator('[data-slot="map"]');
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 15_000 });
  await expect(map).toHaveAttribute('data-center', '48.20820,16.37380');
  await expect(map).toHaveAttribute('data-zoom', '12.00');
  await expect(page.getByRole('region', { name: 'Alle Standorte auf der Karte' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('franchise-map.png') });
});

test('the franchise page activates its providers map with a click', async ({ page }) => {
  await page.goto('/loves/kinderturnwelt');
  const activate = page.getByRole('button', { name: 'Zum Bedienen der Karte klicken' });
  await activate.click();
  await expect(activate).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hineinzoomen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Umgebung auf der Karte ansehen' })).toHaveAttribute(
    'href',
    /^\/search-map\?term=Kinderturnwelt&lat=[\d.]+&lng=[\d.]+&zoom=16$/,
  );
});
