/**
 * Faults of the API (discovery §8, transactions §8): an answer that never comes, an empty 200 and
 * a 200 of the wrong shape end in the page's error with a retry — never in an endless "Wird
 * geladen …" or "Deine Buchung wird angelegt …" — and the retry works once the API answers again.
 * The demo backend's fault scenarios (`answer-hang`, `answer-empty`, `answer-wrong-shape`) are
 * forced by cookie. German browser.
 */
import { expect, test, type BrowserContext } from './test';
import { PROVIDERS, open } from './app';
import { fillGuest } from './booking-steps';

test.use({ locale: 'de-DE' });

/** The client's time limit (api-client DEFAULT_TIMEOUT_MS, 15 s) and room for a busy machine. */
const WITHIN_TIME_LIMIT = { timeout: 15_000 + 10_000 };

const force = (context: BrowserContext, scenario: string, url: string) =>
  context.addCookies([{ name: 'kurse-scenario', value: scenario, url }]);

for (const scenario of ['answer-hang', 'answer-empty', 'answer-wrong-shape']) {
  test(`${scenario}: the provider page shows its error, and its retry loads the page`, async ({
    page,
    context,
    baseURL,
  }) => {
    await force(context, scenario, baseURL ?? '');
    await page.goto(`/${PROVIDERS.standard.slug}`);
    await expect(page.getByText('Der Anbieter kann gerade nicht geladen werden.')).toBeVisible(
      WITHIN_TIME_LIMIT,
    );
    await context.clearCookies();
    await page.getByRole('button', { name: 'Seite neu laden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROVIDERS.standard.name);
  });
}

for (const scenario of ['answer-hang', 'answer-wrong-shape']) {
  test(`${scenario}: the booking ends in the error, and sending again books`, async ({
    page,
    context,
    baseURL,
  }) => {
    await open(page, '/kleine-koeche-frankfurt/courses/121/1211?priceOption=12111');
    const form = page.getByRole('form', { name: 'Buchen' });
    await fillGuest(form);
    await form.getByRole('textbox', { name: 'Person 1' }).fill('Mia Schmidt');
    await form.getByText(/Ich habe die AGB/).click();
    await force(context, scenario, baseURL ?? '');
    await form.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
    await expect(
      form.getByText(
        'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
      ),
    ).toBeVisible(WITHIN_TIME_LIMIT);
    await expect(page.getByText('Deine Buchung wird angelegt …')).toHaveCount(0);

    await context.clearCookies();
    await form.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
    await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/checkout\/\d+$/);
  });
}
