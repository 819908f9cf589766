/**
 * Forms under trouble (transactions §8): a form takes one submit at a time (three quick
 * `requestSubmit()` calls book once), and a session that expires in the middle of a form
 * (`session-expired`, forced by the demo backend's cookie) asks to log in again and keeps what was
 * typed. The API's faults for every page's main read and for booking create are in
 * `faults-reads.spec.ts`. German browser, on the phone only (the width changes none of it).
 */
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from './test';
import { DEMO, STORAGE, logIn, storeDemoSession, stored } from './app';

test.use({ locale: 'de-DE' });

/**
 * A page's first load in a fresh browser (the app, its chunks, the session check) on a machine
 * whose cores are busy: it measures nothing these tests are about.
 */
const FIRST_LOAD = { timeout: 30_000 };
/** A journey with a first load and a login (or two): the time a busy machine needs for both. */
const JOURNEY_MS = 60_000;

/** Opens an app path in a fresh browser and waits for its first-level heading. */
async function openFirst(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
}

const force = (context: BrowserContext, scenario: string, url: string) =>
  context.addCookies([{ name: 'kurse-scenario', value: scenario, url }]);

/** A fresh customer of the demo backend (shared by every test), logged in through the header. */
async function logInFreshCustomer(page: Page, request: APIRequestContext): Promise<string> {
  const email = `einmal-${Date.now()}-${Math.round(Math.random() * 1e6)}@kurse.example`;
  const signup = await request.post('/api/customers/signup', {
    data: { customer: { firstName: 'Mara', lastName: 'Klein', email, password: DEMO.password } },
  });
  expect(signup.ok()).toBe(true);
  await openFirst(page, '/');
  await logIn(page, email, DEMO.password);
  await expect
    .poll(() => stored(page, STORAGE.session))
    .toMatchObject({ data: { token: expect.any(String) } });
  const session = (await stored(page, STORAGE.session)) as { data: { token: string } };
  return session.data.token;
}

/** Fills the address fields the account does not lock. */
async function fillOpenAddress(form: Locator) {
  const address = { 'Straße und Hausnummer': 'Lindenstraße 12', PLZ: '10115', Ort: 'Berlin' };
  for (const [name, value] of Object.entries(address)) {
    const field = form.getByRole('textbox', { name, exact: true });
    if (await field.isEditable()) await field.fill(value);
  }
}

test('three quick submits of the booking form create exactly one booking', async ({
  page,
  request,
}) => {
  test.setTimeout(JOURNEY_MS);
  const token = await logInFreshCustomer(page, request);
  await openFirst(page, '/kleine-koeche-frankfurt/courses/121/1211?priceOption=12111');
  const form = page.getByRole('form', { name: 'Buchen' });
  await fillOpenAddress(form);
  await form.getByRole('textbox', { name: 'Person 1' }).fill('Mia Klein');
  await form.getByText(/Ich habe die AGB/).click();
  await form.evaluate((element) => {
    const booking = element as HTMLFormElement;
    booking.requestSubmit();
    booking.requestSubmit();
    booking.requestSubmit();
  });
  await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/checkout\/\d+$/);
  const answer = await request.get('/api/customers/bookings', {
    headers: { authorization: token },
  });
  expect(answer.ok()).toBe(true);
  const { bookings } = (await answer.json()) as { bookings: { id: number }[] };
  expect(bookings).toHaveLength(1);
  expect(page.url()).toMatch(new RegExp(`/checkout/${bookings[0]?.id}$`));
});

const SESSION_EXPIRED =
  'Deine Anmeldung ist abgelaufen. Bitte melde dich noch einmal an – deine Eingaben bleiben erhalten.';
const WRONG_PASSWORD = /E-Mail-Adresse oder Passwort stimmen nicht|Passwort ist falsch/;

/**
 * After a submit that found the session expired: the form says so, the login opens asking to log
 * in again (never "wrong password"), and logging in again keeps what was typed in `field`.
 */
async function expectLogInAgain(
  page: Page,
  context: BrowserContext,
  form: Locator,
  field: Locator,
) {
  await expect(form.getByText(SESSION_EXPIRED)).toBeVisible();
  const login = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(login).toBeVisible();
  await expect(login.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(page.getByText(WRONG_PASSWORD)).toHaveCount(0);
  const typed = await field.inputValue();
  expect(typed).not.toBe('');

  await context.clearCookies();
  await login.getByLabel('E-Mail-Adresse').fill(DEMO.email);
  await login.getByLabel('Passwort').fill(DEMO.password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(login).toHaveCount(0);
  await expect(page.getByText(WRONG_PASSWORD)).toHaveCount(0);
  await expect(field).toHaveValue(typed);
}

test('session-expired: the booking form asks to log in again and keeps what was typed', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_MS);
  await storeDemoSession(page);
  await page.goto('/kleine-koeche-frankfurt/courses/121/1211?priceOption=12111');
  const form = page.getByRole('form', { name: 'Buchen' });
  await expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Julia', FIRST_LOAD);
  const person = form.getByRole('textbox', { name: 'Person 1' });
  await person.fill('Lena Neumann');
  await form.getByText(/Ich habe die AGB/).click();
  await force(context, 'session-expired', baseURL ?? '');
  await form.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expectLogInAgain(page, context, form, person);
});

test('session-expired: the new-contract modal asks to log in again and keeps what was typed', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_MS);
  await storeDemoSession(page);
  await page.goto(
    '/me/contracts/7001/confirm?from=%2Fschwimmschule-seepferdchen%2Fcourses%2F103&courseId=103&eventId=1031',
  );
  const form = page.getByRole('form', { name: 'Abo abschließen' });
  await expect(form.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue(
    'Julia',
    FIRST_LOAD,
  );
  const name = form.getByRole('textbox', { name: /Name der teilnehmenden Person/ });
  await name.fill('Lena Neumann');
  await form.getByText(/Ich habe die AGB/).click();
  await force(context, 'session-expired', baseURL ?? '');
  await form.getByRole('button', { name: 'Zahlungspflichtig abschließen' }).click();
  await expectLogInAgain(page, context, form, name);
});

test('session-expired: the waiting list asks to log in again and keeps what was typed', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_MS);
  await storeDemoSession(page);
  await page.goto('/ballettschule-spitzentanz/courses/117');
  const toggle = page.getByRole('button', { name: 'Termine anzeigen' });
  const form = page.getByRole('region', { name: 'Warteliste' });
  await expect(toggle.or(form)).toBeVisible(FIRST_LOAD);
  if (await toggle.isVisible()) await toggle.click();
  await expect(form.getByText('Du trägst dich ein als Julia Neumann.')).toBeVisible();
  const answer = form.getByRole('textbox', { name: /Ballett-Erfahrung/ });
  await answer.fill('Zwei Jahre');
  await force(context, 'session-expired', baseURL ?? '');
  await form.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
  await expectLogInAgain(page, context, form, answer);
});
