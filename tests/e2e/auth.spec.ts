/**
 * Login, signup, logout and the stored session (discovery §2 Navigation and frame, §4 User
 * session and Persisted, §5 Login and Signup, §8 Login failed). German browser.
 */
import { expect, test, type Page } from './test';
import { DEMO, PROVIDERS, SSO, STORAGE, logIn, open, stored } from './app';

test.use({ locale: 'de-DE' });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const profileLink = (page: Page) => mainNav(page).getByRole('link', { name: DEMO.name });
const loginButton = (page: Page) =>
  mainNav(page).getByRole('button', { name: 'Anmelden', exact: true });

test('logs in with the keyboard alone, from the login dropdown', async ({ page }) => {
  await open(page, '/');
  // Tab to the dropdown's button: skip link, brand, search, language, login.
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    if (await loginButton(page).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(loginButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog.getByLabel('E-Mail-Adresse')).toBeFocused();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Passwort')).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');

  await expect(profileLink(page)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(profileLink(page)).toBeFocused();
  await expect(page.getByText(`Hallo ${DEMO.name}!`)).toBeVisible();
});

test('a failed login shows the message, marks both fields and keeps what was typed', async ({
  page,
}) => {
  await open(page, '/me');
  const form = page.getByRole('main');
  await form.getByLabel('E-Mail-Adresse').fill(DEMO.email);
  await form.getByLabel('Passwort').fill('falsches-passwort');
  await form.getByRole('button', { name: 'Anmelden' }).click();

  await expect(
    form.getByText('E-Mail-Adresse oder Passwort stimmen nicht. Bitte versuch es noch einmal.'),
  ).toBeVisible();
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Passwort')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(DEMO.email);
  await expect(form.getByLabel('Passwort')).toHaveValue('falsches-passwort');
  await expect(loginButton(page)).toBeVisible();
  expect(await stored(page, STORAGE.session)).toBeNull();
});

test('empty fields are named at the field before anything is sent', async ({ page }) => {
  await open(page, '/me');
  const form = page.getByRole('main');
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/customers/login')) sent = true;
  });
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-Mail-Adresse')).toBeFocused();
  expect(sent).toBe(false);
});

test('a reload keeps the session and the language', { tag: '@phone-only' }, async ({ page }) => {
  await open(page, '/');
  await logIn(page);
  await expect(profileLink(page)).toBeVisible();
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Making courses simple');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Making courses simple');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: DEMO.name }),
  ).toBeVisible();
  await expect(page.getByText(`Hello ${DEMO.name}!`)).toBeVisible();
});

test('logout clears the session, the bookings and the applications, and leads home', async ({
  page,
}) => {
  await open(page, '/me');
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
  expect(await stored(page, STORAGE.session)).toMatchObject({
    data: { token: expect.any(String) },
  });
  // The demo customer is on a waiting list: the applications were loaded after the login.
  await expect
    .poll(
      async () => ((await stored(page, STORAGE.waitingList)) as { data: unknown[] }).data.length,
    )
    .toBeGreaterThan(0);

  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/');
  await expect(loginButton(page)).toBeVisible();
  expect(await stored(page, STORAGE.session)).toBeNull();
  expect(await stored(page, STORAGE.waitingList)).toMatchObject({ data: [] });
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
});

test(
  'a stored token the server no longer accepts ends the session on start',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        key,
        JSON.stringify({
          v: 1,
          data: {
            token: 'tok_abgelaufen',
            user: { id: 1, firstName: 'Julia', lastName: 'Neumann' },
          },
        }),
      );
    }, STORAGE.session);
    await open(page, '/');
    await expect(loginButton(page)).toBeVisible();
    await expect(profileLink(page)).toHaveCount(0);
    expect(await stored(page, STORAGE.session)).toBeNull();
  },
);

test(
  'corrupted or foreign stored values are ignored, never a crash',
  { tag: '@phone-only' },
  async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript((keys) => {
      localStorage.setItem(keys.session, '{"v":1,"data":');
      localStorage.setItem(keys.provider, '"nur ein Text"');
      localStorage.setItem(keys.search, JSON.stringify({ v: 99, data: { ageGroup: 'baby' } }));
      localStorage.setItem(keys.visits, JSON.stringify({ v: 1, data: [null, 3, { id: 'x' }] }));
      localStorage.setItem(keys.locale, 'klingonisch');
    }, STORAGE);
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurse einfach machen');
    await expect(loginButton(page)).toBeVisible();
    await open(page, `/${PROVIDERS.standard.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROVIDERS.standard.name);
    expect(errors).toEqual([]);
  },
);

test(
  'a flagged account is passed on by a form post with e-mail, password and token',
  { tag: '@phone-only' },
  async ({ page }) => {
    let posted: { method: string; body: URLSearchParams } | null = null;
    await page.route('**/users/sign_in', async (route) => {
      const request = route.request();
      posted = { method: request.method(), body: new URLSearchParams(request.postData() ?? '') };
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>SSO</title>' });
    });
    await open(page, '/me');
    const form = page.getByRole('main');
    await form.getByLabel('E-Mail-Adresse').fill(SSO.email);
    await form.getByLabel('Passwort').fill(SSO.password);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveTitle('SSO');

    expect(posted).not.toBeNull();
    const { method, body } = posted as unknown as { method: string; body: URLSearchParams };
    expect(method).toBe('POST');
    expect(body.get('user[email]')).toBe(SSO.email);
    expect(body.get('user[password]')).toBe(SSO.password);
    expect(body.get('authenticity_token')).toMatch(/\S+/);
  },
);

test('signs up a new customer from the profile, who is then logged in', async ({ page }) => {
  await open(page, '/me');
  await page.getByRole('button', { name: 'Jetzt Mitglied werden' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registrieren' })).toBeVisible();
  const form = page.getByRole('main');
  const email = `neu-${Date.now()}-${Math.round(Math.random() * 1e6)}@kurse.example`;
  await form.getByLabel('Vorname').fill('Mara');
  await form.getByLabel('Nachname').fill('Klein');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort').fill('sicheres-passwort-1');
  await form.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mara Klein' })).toBeVisible();
  await expect(page.getByText(`Du bist angemeldet als ${email}.`)).toBeVisible();
});
