/**
 * Every page of the shell, once per language and per width (the projects), with axe: the heading,
 * the document language and title, and no WCAG 2.2 AA violation. Journeys (auth.spec, frame.spec)
 * do not repeat this matrix.
 */
import { expect, test } from '@playwright/test';
import { DEMO, PROVIDERS, logIn, open } from './app';
import { expectNoAxeViolations } from './axe';

interface PageCase {
  name: string;
  path: string;
  heading: { de: string; en: string };
  title: { de: string; en: string };
  /** Runs before the page is opened (a scenario cookie). */
  scenario?: string;
}

const pages: PageCase[] = [
  {
    name: 'landing',
    path: '/',
    heading: { de: 'Kurse einfach machen', en: 'Making courses simple' },
    title: { de: 'Kurse', en: 'Kurse' },
  },
  {
    name: 'profile, logged out',
    path: '/me',
    heading: { de: 'Mein Profil', en: 'My profile' },
    title: { de: 'Mein Profil – Kurse', en: 'My profile – Kurse' },
  },
  {
    name: 'provider',
    path: `/${PROVIDERS.standard.slug}`,
    heading: { de: PROVIDERS.standard.name, en: PROVIDERS.standard.name },
    title: { de: `${PROVIDERS.standard.name} – Kurse`, en: `${PROVIDERS.standard.name} – Kurse` },
  },
  {
    name: 'unknown path',
    path: '/ein/unbekannter/pfad/hier',
    heading: { de: 'Seite nicht gefunden', en: 'Page not found' },
    title: { de: 'Seite nicht gefunden – Kurse', en: 'Page not found – Kurse' },
  },
  {
    name: 'unknown provider',
    path: '/diesen-anbieter-gibt-es-nicht',
    heading: { de: 'Seite nicht gefunden', en: 'Page not found' },
    title: { de: 'Seite nicht gefunden – Kurse', en: 'Page not found – Kurse' },
  },
  {
    name: 'provider load failed',
    path: `/${PROVIDERS.standard.slug}`,
    scenario: 'provider-error',
    heading: { de: 'Da ist etwas schiefgelaufen', en: 'Something went wrong' },
    title: { de: 'Da ist etwas schiefgelaufen – Kurse', en: 'Something went wrong – Kurse' },
  },
];

for (const locale of ['de', 'en'] as const) {
  test.describe(`${locale}`, () => {
    test.use({ locale: locale === 'de' ? 'de-DE' : 'en-GB' });

    for (const entry of pages) {
      test(`${entry.name} passes axe`, async ({ page, context, baseURL }) => {
        if (entry.scenario) {
          await context.addCookies([
            { name: 'kurse-scenario', value: entry.scenario, url: baseURL ?? '' },
          ]);
        }
        await open(page, entry.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading[locale]);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(entry.title[locale]);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('de, logged in', () => {
  test.use({ locale: 'de-DE' });

  test('the open login dropdown and the profile pass axe', async ({ page }) => {
    await open(page, '/me');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
