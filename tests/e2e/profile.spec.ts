/**
 * The customer account (discovery §2 Customer profile, Confirmation and password pages; §4 User
 * session; transactions §2 Profile tabs): the demo customer's bookings, on-demand content and
 * contracts, the account form, the password pages and the redirect for logged-in users. German
 * browser, both widths (the projects); axe for every page: pages.spec.
 */
import { expect, test, type Page } from './test';
import { DEMO, STORAGE, open, storeDemoSession, stored } from './app';

test.use({ locale: 'de-DE' });

/** The seed's customer without bookings (its account is the one edited here). */
const NEW_CUSTOMER = { email: 'neu@kurse.example', password: 'kurse-demo' };
/** The seed's unconfirmed customer, whose password reset token is `reset-4`. */
const UNCONFIRMED = { email: 'unbestaetigt@kurse.example', resetToken: 'reset-4' };

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 640;

/** Logs in with the form on the profile page. */
async function logInOnProfile(page: Page, email: string, password: string) {
  await open(page, '/me');
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail-Adresse').fill(email);
  await main.getByLabel('Passwort').fill(password);
  await main.getByRole('button', { name: 'Anmelden' }).click();
}

/** Opens a profile tab: the tab on wide screens, the link of the tab list on phones. */
async function openTab(page: Page, name: string) {
  if (isPhone(page)) {
    const list = page.getByRole('navigation', { name: 'Bereiche deines Profils' });
    const back = page.getByRole('button', { name: 'Zurück zur Übersicht' });
    await expect(list.or(back)).toBeVisible();
    if (await back.isVisible()) await back.click();
    await list.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  } else {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
}

/** The logged-in customer's list from the API, with the token the app stored. */
async function customerList<T>(page: Page, path: string, key: string): Promise<T[]> {
  const session = (await stored(page, STORAGE.session)) as { data: { token: string } };
  const answer = await page.request.get(`/api${path}`, {
    headers: { authorization: session.data.token },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Record<string, T[]>)[key] ?? [];
}

/** A date of the API as the German interface writes it (Berlin calendar day). */
const germanDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

const cardTitles = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

interface ListedBooking {
  id: number;
  billingNo: string | null;
  createdAt: string;
  course?: { name?: string } | null;
  onDemand?: { validUntil: string | null } | null;
}

/** The demo customer's booking with that id, from the API (its number holds the year it was made). */
async function bookingById(page: Page, id: number): Promise<ListedBooking> {
  const bookings = await customerList<ListedBooking>(page, '/customers/bookings', 'bookings');
  const booking = bookings.find((b) => b.id === id);
  expect(booking, `booking ${id} in the seed`).toBeDefined();
  return booking as ListedBooking;
}

test('the demo customer sees the bookings newest first and resumes an unpaid booking', async ({
  page,
}) => {
  await logInOnProfile(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
  if (isPhone(page)) {
    // Under 641 px no tab is open at first: the list of tabs shows.
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    await openTab(page, 'Buchungen');
  }
  await expect(page.getByRole('article').first()).toBeVisible();
  // Newest first by createdAt: the order of the API's bookings sorted by the test. Other tests
  // may add a booking meanwhile, so the page is read again until both agree.
  await expect(async () => {
    const bookings = await customerList<ListedBooking>(page, '/customers/bookings', 'bookings');
    const expected = [...bookings]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map((b) => (b.billingNo ? `Buchung ${b.billingNo}` : 'Neue Buchung'));
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(expected.length);
    expect(await cardTitles(page)).toEqual(expected);
  }).toPass({ timeout: 20_000 });

  const { billingNo: paidNo } = await bookingById(page, 20001);
  const paid = page.getByRole('article').filter({ hasText: `Buchung ${paidNo}` });
  await expect(paid.getByText('Bezahlt')).toBeVisible();
  await expect(paid.getByRole('link', { name: /Rechnung ansehen/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(paid.getByRole('button', { name: 'Buchung fortsetzen' })).toHaveCount(0);

  const { billingNo: preparedNo } = await bookingById(page, 20004);
  const prepared = page.getByRole('article').filter({ hasText: `Buchung ${preparedNo}` });
  await expect(prepared.getByText('Diese Buchung ist noch nicht abgeschlossen.')).toBeVisible();
  await prepared.getByRole('button', { name: 'Buchung fortsetzen' }).click();
  // Resuming continues this booking at its checkout (its payment form), not a blank form.
  await expect(page).toHaveURL(/\/codekids-koeln\/checkout\/20004$/);
  await expect(page.getByRole('form', { name: 'Zahlungsart' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Deine offene Buchung: / })).toBeVisible();
  const current = (await stored(page, 'kurse.currentBooking')) as { data: { id: number } } | null;
  expect(current?.data.id).toBe(20004);
});

test('on-demand content: a valid room link opens the room, an expired one says so', async ({
  page,
}) => {
  await storeDemoSession(page);
  await open(page, '/me/on-demand');
  const yoga = await bookingById(page, 20008);
  expect(yoga.onDemand?.validUntil).toBeTruthy();
  const valid = page.getByRole('article').filter({ hasText: 'Yoga für Zuhause – Videokurs' });
  await expect(
    valid.getByText(`Gültig bis ${germanDate(yoga.onDemand?.validUntil ?? '')}`),
  ).toBeVisible();
  const expired = page.getByRole('article').filter({ hasText: 'Beikost-Workshop (online)' });
  await expect(expired.getByText('Dein Zugang zu diesen Inhalten ist abgelaufen.')).toBeVisible();
  await expect(expired.getByRole('link')).toHaveCount(0);
  await valid.getByRole('link', { name: /Inhalte ansehen/ }).click();
  await expect(page).toHaveURL(/\/yogamama-muenchen\/rooms\/401\/rt_yoga_7f3a9c21$/);
});

interface ListedContract {
  createdAt: string;
  cancelAt?: string | null;
  product?: { name?: string } | null;
}

test('contracts oldest first, each with the disabled cancel button and why', async ({ page }) => {
  await storeDemoSession(page);
  await open(page, '/me/contracts');
  await expect(page.getByRole('article').first()).toBeVisible();
  const contracts = await customerList<ListedContract>(
    page,
    '/customers/product_contracts',
    'productContracts',
  );
  const expected = [...contracts]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((c) => c.product?.name ?? '');
  expect(expected.length).toBeGreaterThan(1);
  expect(await cardTitles(page)).toEqual(expected);
  const cancel = page.getByRole('button', { name: 'Kündigen' });
  await expect(cancel).toHaveCount(expected.length);
  for (const button of await cancel.all()) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Die Kündigung ist hier nicht möglich. Bitte wende dich an den Anbieter.',
    );
  }
  const monthly = contracts.find((c) => c.product?.name === 'Kinderturnwelt Monatsabo');
  expect(monthly?.cancelAt).toBeTruthy();
  const cancelAt = page.getByRole('article').filter({ hasText: 'Kinderturnwelt Monatsabo' });
  await expect(cancelAt.getByText('Läuft')).toBeVisible();
  await expect(
    cancelAt.getByText(`Gekündigt zum ${germanDate(monthly?.cancelAt ?? '')}`),
  ).toBeVisible();
});

test('edits the account: a server error at the field, then saved', async ({ page }) => {
  await logInOnProfile(page, NEW_CUSTOMER.email, NEW_CUSTOMER.password);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Mein Profil');
  await openTab(page, 'Meine Daten');
  const form = page.getByRole('form', { name: 'Meine Daten' });
  const city = form.getByRole('textbox', { name: /^Ort/ });
  const newCity = (await city.inputValue()) === 'Potsdam' ? 'Leipzig' : 'Potsdam';
  await city.fill(newCity);
  const email = form.getByRole('textbox', { name: /^E-Mail-Adresse/ });
  await email.fill(DEMO.email);
  await form.getByRole('button', { name: 'Änderungen speichern' }).click();

  await expect(
    form.getByText(
      'Deine Daten konnten nicht gespeichert werden. Bitte prüfe die markierten Felder.',
    ),
  ).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(city).toHaveValue(newCity);

  await email.fill(NEW_CUSTOMER.email);
  await form.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Deine Daten sind gespeichert.')).toBeVisible();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  // The server kept it: a reload restores the session from the server.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Ort/ })).toHaveValue(newCity);
});

test('password reset and a new password, then logging in with it', async ({ page }) => {
  await open(page, '/me/password-reset');
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(UNCONFIRMED.email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(
    page.getByText('Wenn es ein Konto mit dieser Adresse gibt, ist der Link jetzt unterwegs.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveCount(0);

  await open(page, `/me/password-edit/${UNCONFIRMED.resetToken}`);
  const password = page.getByLabel(/^Neues Passwort/);
  const confirmation = page.getByLabel(/^Passwort wiederholen/);
  await password.fill('neues-passwort-1');
  await confirmation.fill('neues-passwort-2');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText(/Dein Passwort konnte nicht geändert werden/)).toBeVisible();
  await expect(password).toHaveValue('neues-passwort-1');

  await confirmation.fill('neues-passwort-1');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText(/Dein neues Passwort ist gespeichert/)).toBeVisible();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await logInOnProfile(page, UNCONFIRMED.email, 'neues-passwort-1');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
});

test(
  'logged-in customers are sent from the password pages to the profile',
  { tag: '@phone-only' },
  async ({ page }) => {
    await storeDemoSession(page);
    await page.goto('/me/password-reset');
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    await page.goto('/me/password-edit/reset-1');
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
  },
);

// The pre-issued session stays logged in: other tests use it at the same time.
test('the profile tabs by keyboard alone', async ({ page }) => {
  await storeDemoSession(page);
  await open(page, '/me');
  await expect(page.getByText(/^\s*\(\d+ Einträge?\)$/).first()).toBeAttached();
  if (isPhone(page)) {
    const list = page.getByRole('navigation', { name: 'Bereiche deines Profils' });
    const onDemand = list.getByRole('link', { name: /^On-Demand/ });
    await onDemand.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/me\/on-demand$/);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Zurück zur Übersicht' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/me$/);
    // Back on the list, focus is where the customer left it.
    await expect(onDemand).toBeFocused();
  } else {
    await page.getByRole('tab', { name: /^Buchungen/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^On-Demand/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/me\/on-demand$/);
    await expect(page.getByRole('tab', { name: /^On-Demand/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
});

test('the password reset by keyboard alone', async ({ page }) => {
  await open(page, '/me/password-reset');
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).focus();
  await page.keyboard.type(UNCONFIRMED.email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/ist der Link jetzt unterwegs/)).toBeVisible();
});
