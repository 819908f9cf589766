/**
 * Restored storage is read by shape (discovery §4 Persisted, §6 fingerprint): a stored value that
 * does not fit is dropped, never trusted — the landing, the provider page and the login keep
 * working, and the bad entry is gone after the first load. German browser, on the phone only.
 */
import { expect, test, type Page } from './test';
import { DEMO, PROVIDERS, STORAGE, logIn, open, stored } from './app';

test.use({ locale: 'de-DE' });

/** Stores `entries` (raw strings) before the app's first script runs, once per test. */
async function storeBeforeLoad(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('kurse.e2e.seeded')) return;
    sessionStorage.setItem('kurse.e2e.seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}
const envelope = (data: unknown) => JSON.stringify({ v: 1, data });
const failure = (page: Page) => page.getByText('Da ist etwas schiefgelaufen');

test('a visit with a name that is no text is dropped; the landing shows the others', async ({
  page,
}) => {
  const good = { id: 1, slug: PROVIDERS.standard.slug, name: PROVIDERS.standard.name, logo: null };
  await storeBeforeLoad(page, {
    [STORAGE.visits]: envelope([
      { id: 2, slug: 'hopsala-kinderturnen', name: { de: 'Hopsala' }, logo: null, time: 2 },
      { ...good, time: 1 },
    ]),
  });
  await open(page, '/');
  const visited = page.getByRole('region', { name: 'Zuletzt besucht' });
  await expect(visited.getByRole('link', { name: PROVIDERS.standard.name })).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
  expect(await stored(page, STORAGE.visits)).toEqual({ v: 1, data: [{ ...good, time: 1 }] });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
});

test('a stored provider that does not fit is dropped; its page loads from the API', async ({
  page,
}) => {
  await storeBeforeLoad(page, {
    [STORAGE.provider]: envelope({
      id: 1,
      slug: PROVIDERS.standard.slug,
      name: { de: 'Kaputt' },
      franchises: 'none',
    }),
  });
  await open(page, `/${PROVIDERS.standard.slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: PROVIDERS.standard.name }),
  ).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await stored(page, STORAGE.provider)) as { data?: { name?: unknown } })?.data?.name,
    )
    .toBe(PROVIDERS.standard.name);
});

for (const [label, fingerprint] of [
  ['an emoji', 'fp_😀'],
  ['a line break', 'fp_1\r\nX-Other: 1'],
] as const) {
  test(`a stored fingerprint with ${label} is dropped; the login works`, async ({ page }) => {
    await storeBeforeLoad(page, { [STORAGE.fingerprint]: fingerprint });
    await open(page, '/');
    await logIn(page);
    await expect(
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: DEMO.name }),
    ).toBeVisible();
    const issued = await page.evaluate((key) => localStorage.getItem(key), STORAGE.fingerprint);
    expect(issued).toMatch(/^[\x21-\x7E]+$/);
  });
}

test('a session token that cannot be sent is dropped: the visitor is logged out, not stuck', async ({
  page,
}) => {
  await storeBeforeLoad(page, {
    [STORAGE.session]: envelope({ token: 'demo-session-token\r\n', user: null }),
    [STORAGE.interface]: envelope({ viewMode: 'grid' }),
    [STORAGE.currentBooking]: envelope({ id: 'x', status: 'created' }),
  });
  await open(page, '/');
  await expect(
    page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('button', { name: 'Anmelden', exact: true }),
  ).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
  expect(await stored(page, STORAGE.session)).toBeNull();
  expect(await stored(page, STORAGE.currentBooking)).toBeNull();
});
