/**
 * Map search (discovery §2 Map search, §4 Map search, §9 Map): German browser, the demo backend's
 * seed, the bundled map style; axe runs once per page in pages.spec.
 */
import { expect, test, type Locator, type Page } from './test';
import { open } from './app';

test.use({ locale: 'de-DE' });

/** The map's element once MapLibre has drawn its style (on a phone, after choosing the map). */
async function mapOf(page: Page): Promise<Locator> {
  const toggle = page
    .getByRole('radio', { name: 'Karte' })
    .or(page.getByRole('button', { name: 'Karte', exact: true }));
  if (await toggle.isVisible()) await toggle.click();
  const map = page.locator('[data-slot="map"]');
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 15_000 });
  return map;
}

const status = (page: Page) => page.locator('[data-slot="map-count"]');

test('a visitor picks a town, sees results and markers and zooms out for a wider search', async ({
  page,
}) => {
  await open(page, '/search-map');
  await expect(page.getByText('Gib eine Adresse ein oder nutze deinen Standort')).toBeVisible();
  const address = page.getByRole('combobox', { name: 'Adresse' });
  await address.pressSequentially('Köln');
  await expect(page.getByRole('option').first()).toHaveText('50667 Köln, DE');
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(page).toHaveURL(/lat=50\.9375&lng=6\.9603&zoom=13/);
  await expect(status(page)).toHaveText('3 Ergebnisse im Umkreis von 5 km');
  const cards = page.locator('[data-location]');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('km');
  const map = await mapOf(page);
  await page.screenshot({ path: test.info().outputPath('map-search.png') });

  // Zooming out by two steps (keyboard) searches again with the larger radius of zoom 11.
  await map.locator('canvas.maplibregl-canvas').focus();
  await page.keyboard.press('Minus');
  await expect(page).toHaveURL(/zoom=12$/);
  await page.keyboard.press('Minus');
  await expect(page).toHaveURL(/zoom=11$/);
  await expect(status(page)).toHaveText(/im Umkreis von 20 km/, { timeout: 10_000 });
});

test('a provider’s marker opens the provider: its name on hover, its page on click', async ({
  page,
}) => {
  // The first location around Köln, opened at zoom 16 with its marker at the map's centre.
  const first = await page.request
    .get('/api/search/locations/?lat=50.9375&lng=6.9603&radius=5')
    .then((r) => r.json());
  const spot = first.locations[0];
  await open(page, `/search-map?lat=${spot.lat}&lng=${spot.lng}&zoom=16`);
  const zoomed = await mapOf(page);
  await expect(status(page)).toHaveText(/Umkreis von 1 km/);
  const box = await zoomed.boundingBox();
  if (!box) throw new Error('The map has no box.');
  // deck.gl has drawn the markers (the map marks its first frame with markers).
  await page.waitForFunction(() => performance.getEntriesByName('kurse:map-drawn').length > 0);
  // As with a real pointer: it reaches the marker (which names its provider), then clicks.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('[data-slot="map-hover"]')).toHaveText(spot.providers[0].name);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`/${spot.providers[0].slug}$`));
});

test('an empty area shows the lead form, which checks and sends', async ({ page }) => {
  // The North Sea off Heligoland: no provider within 5 km.
  await open(page, '/search-map?lat=54.3&lng=7.4&zoom=13');
  await expect(status(page)).toHaveText('0 Ergebnisse im Umkreis von 5 km');
  await expect(page.getByText('In diesem Umkreis haben wir leider nichts gefunden.')).toBeVisible();
  const form = page.getByRole('region', { name: 'Kennst du einen Anbieter, der hier fehlt?' });
  await form.getByRole('button', { name: 'Anbieter vorschlagen' }).click();
  await expect(form.getByRole('textbox', { name: /E-Mail-Adresse des Anbieters/ })).toBeFocused();
  await form.getByRole('textbox', { name: /Name des Anbieters/ }).fill('Schwimmverein Helgoland');
  await form
    .getByRole('textbox', { name: /E-Mail-Adresse des Anbieters/ })
    .fill('info@sv-helgoland.de');
  await form
    .getByRole('textbox', { name: /Website des Anbieters/ })
    .fill('https://sv-helgoland.de');
  await form.getByRole('button', { name: 'Anbieter vorschlagen' }).click();
  await expect(form.getByText('Danke für deinen Vorschlag!')).toBeVisible();
});

test('by keyboard, the markers in view are a list: first letters find one, Enter opens its provider', async ({
  page,
}) => {
  // Centred on Köln-Sülz, where all three of Cologne's providers are in view even on a phone.
  await open(page, '/search-map?lat=50.9241&lng=6.9251&zoom=12');
  const map = await mapOf(page);
  await map.locator('canvas.maplibregl-canvas').focus();
  const list = page.getByRole('listbox', { name: 'Markierungen in der Kartenansicht' });
  const inList = () => list.evaluate((el) => el.contains(document.activeElement));
  // After the map and its zoom buttons.
  for (let i = 0; i < 6 && !(await inList()); i += 1) await page.keyboard.press('Tab');
  // Nearest to the centre first.
  await expect(list.getByRole('option')).toHaveText([
    'Kinderturnwelt Köln-Sülz',
    'Ballettschule Spitzentanz',
    'CodeKids Köln',
  ]);
  await expect(list.getByRole('option').first()).toBeFocused();
  await page.keyboard.type('Code');
  await expect(list.getByRole('option', { name: 'CodeKids Köln' })).toBeFocused();
  await expect(page.locator('[data-slot="map-focus"]')).toBeVisible();
  await expect(page.locator('[data-slot="map-hover"]')).toHaveText('CodeKids Köln');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/codekids-koeln$/);
});

test('zooming out to zoom 8 searches the widest radius of 250 km', async ({ page }) => {
  await open(page, '/search-map?lat=50.9375&lng=6.9603&zoom=10');
  await expect(status(page)).toHaveText(/im Umkreis von 100 km/);
  const map = await mapOf(page);
  // Two steps out: a new search needs the zoom to change by 1.25 at least.
  await map.locator('canvas.maplibregl-canvas').focus();
  await page.keyboard.press('Minus');
  await expect(page).toHaveURL(/zoom=9$/);
  await page.keyboard.press('Minus');
  await expect(page).toHaveURL(/zoom=8$/);
  await expect(status(page)).toHaveText(/im Umkreis von 250 km/, { timeout: 10_000 });
  await expect(map).toHaveAttribute('data-min-zoom', '8.00');
});

test('online offers show before an address is chosen', async ({ page }) => {
  await open(page, '/search-map');
  await page.getByText('Online-Angebote anzeigen').click();
  await expect(page.getByRole('switch', { name: 'Online-Angebote anzeigen' })).toBeChecked();
  await expect(status(page)).toHaveText(/^\d+ Anbieter mit Online-Angeboten$/);
  await expect(page.getByText('Gib eine Adresse ein oder nutze deinen Standort')).toHaveCount(0);
  await expect(page.locator('[data-location]').first()).toBeVisible();
});

// The list and the map take turns on phones only.
test('on a phone the chosen map fills the screen', { tag: '@phone-only' }, async ({ page }) => {
  await open(page, '/search-map?lat=50.9375&lng=6.9603&zoom=13');
  await expect(status(page)).toHaveText('3 Ergebnisse im Umkreis von 5 km');
  const map = await mapOf(page);
  const height = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const box = await map.boundingBox();
      return (
        box !== null && box.y >= 0 && box.y + box.height <= height + 1 && box.height > height * 0.8
      );
    })
    .toBe(true);
  await expect(page.getByRole('radio', { name: 'Liste' })).toBeInViewport();
});
