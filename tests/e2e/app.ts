/**
 * Shared pieces of the browser tests: the demo logins, the fixtures they use, and helpers that
 * drive the app the way a visitor does. Data comes from the demo backend's seed
 * (`packages/api-mock/README.md`, "Fixtures").
 */
import { expect, type Locator, type Page } from './test';

/** Logins of the seed. */
export const DEMO = { email: 'demo@kurse.example', password: 'kurse-demo', name: 'Julia Neumann' };
export const SSO = { email: 'sso@kurse.example', password: 'kurse-demo' };

/** Provider slugs of the seed, by what they demonstrate. */
export const PROVIDERS = {
  /** Terms and privacy policy, address Kastanienallee 12, 10435 Berlin. */
  standard: { slug: 'schwimmschule-seepferdchen', name: 'Schwimmschule Seepferdchen' },
  /** Neither terms nor privacy policy. */
  noTerms: { slug: 'hopsala-kinderturnen' },
  /** Terms, no privacy policy. */
  termsOnly: { slug: 'yogamama-muenchen' },
  /** External: links out only. */
  external: { slug: 'robotik-akademie-muenster' },
} as const;

/** The storage keys the app persists under (features `state/slots.ts`). */
export const STORAGE = {
  session: 'kurse.session',
  locale: 'kurse.locale',
  provider: 'kurse.provider',
  waitingList: 'kurse.waitingList',
  search: 'kurse.search',
  visits: 'kurse.visits',
  fingerprint: 'kurse.fingerprint',
  currentBooking: 'kurse.currentBooking',
  interface: 'kurse.interface',
};

/** Opens an app path and waits for its first-level heading. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Logs in through the login dropdown of the top navigation (German texts). */
export async function logIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button', { name: 'Anmelden', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort').fill(password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
}

/** Stores the demo customer's pre-issued session, as a returning visitor has it, before any page loads. */
export async function storeDemoSession(page: Page): Promise<void> {
  await page.addInitScript(
    ({ key, token }) => {
      if (window.localStorage.getItem(key) === null) {
        window.localStorage.setItem(key, JSON.stringify({ v: 1, data: { token, user: null } }));
      }
    },
    { key: STORAGE.session, token: 'demo-session-token' },
  );
}

/** The stored value of a key, parsed, or null. */
export function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = window.localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus; fails when it is not
 * reached within `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 60, backwards = false }: { limit?: number; backwards?: boolean } = {},
) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab: ${String(target)}`);
}

/** What `read` finds on `path` as the server painted it, before any script of the app ran. */
export async function beforeScripts<T>(
  page: Page,
  path: string,
  read: () => Promise<T>,
): Promise<T> {
  await page.route('**/assets/*.js', (route) => route.abort());
  // The frame's own navigation: the page's waits until the app runs, which it does not here.
  await page.mainFrame().goto(path);
  const found = await read();
  await page.unroute('**/assets/*.js');
  return found;
}

/**
 * Where an element (by default the page's content) starts, as painted before any script of the
 * app ran.
 */
export const topBeforeScripts = (page: Page, path: string, selector = 'main#main') =>
  beforeScripts(page, path, async () => (await page.locator(selector).first().boundingBox())?.y);
