import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './test';
import { bookCookingCourse } from './booking-steps';
import { dist, measureFirstLoad } from './first-load';

const assets = join(dist, 'assets');

// The demo backend and MSW stay out of the production bundle (ARCHITECTURE: the embedded default).
test('the production bundle contains no mock code', () => {
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(join(assets, file), 'utf8');
    expect(code, file).not.toMatch(/mockServiceWorker|@mswjs|kurse-scenario|createSeed/);
  }
});

/** What marks the heavy libraries in a script. */
const HEAVY = {
  map: /maplibregl|deck\.gl/,
  stripe: /js\.stripe\.com/,
  paypal: /paypal\.com\/sdk/,
  /** The checkout's payment form and its gateways. */
  payment: /paypal-payment|confirmSepaDebitPayment/,
} as const;

/** The heavy libraries among the app's scripts in `files` (asset paths). */
function heavyIn(files: readonly string[]) {
  const code = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dist, file), 'utf8'));
  return (Object.keys(HEAVY) as (keyof typeof HEAVY)[]).filter((name) =>
    code.some((script) => HEAVY[name].test(script)),
  );
}

/** The heavy libraries among the scripts a page loads until the network is idle. */
async function heavyLoaded(page: Page, path: string) {
  return heavyIn((await measureFirstLoad(page, path)).files);
}

// Maps, Stripe, PayPal and the payment form load only where they are used (issues: maps,
// payments; ARCHITECTURE budgets).
for (const [name, path] of [
  ['landing', '/'],
  ['course', '/schwimmschule-seepferdchen/courses/101'],
  ['search list', '/search?term=schwimm'],
  ['event booking', '/schwimmschule-seepferdchen/courses/101/1011'],
  ['new contract', '/me/contracts/7001/confirm?courseId=103&eventId=1031'],
  ['room', '/yogamama-muenchen/rooms/401/rt_yoga_7f3a9c21'],
] as const) {
  test(`the ${name} route loads no map, Stripe, PayPal or payment form code`, async ({ page }) => {
    expect(await heavyLoaded(page, path)).toEqual([]);
  });
}

test('the map search route loads MapLibre and deck.gl, no payment code', async ({ page }) => {
  // The map's chunk loads after the page's first commit: measured once the map is there.
  const files: string[] = [];
  page.on('response', (response) => files.push(new URL(response.url()).pathname));
  await page.goto('/search-map?lat=50.9375&lng=6.9603&zoom=13');
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(heavyIn(files.filter((file) => file.startsWith('/assets/')))).toEqual(['map']);
});

test.describe('checkout', () => {
  test.use({ locale: 'de-DE' });

  test('the checkout loads the payment form with the demo gateway, neither Stripe.js nor PayPal', async ({
    page,
  }) => {
    await bookCookingCourse(page);
    expect(await heavyLoaded(page, page.url())).toEqual(['payment']);
  });
});
