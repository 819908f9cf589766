/**
 * Subscribing to a product (transactions §2 New contract modal, Contract failure page; §4
 * Contract; §8 Contract errors): a visitor signs up in the contract form from a course page and
 * lands in the checkout; a refused request (422) shows at its field; the failure page leads back
 * to the form. Axe runs once per page in pages.spec.
 */
import { expect, test } from './test';
import { PROVIDERS, STORAGE, open, storeDemoSession, stored, tabTo } from './app';

test.use({ locale: 'de-DE' });

const SWIM = PROVIDERS.standard.slug;

test('a visitor subscribes to a plan from a course, signing up in the form, and lands in checkout', async ({
  page,
}) => {
  await open(page, `/${SWIM}/courses/103`);
  // Phones show the events behind a button.
  const showEvents = page.getByRole('button', { name: 'Termine anzeigen' });
  if (await showEvents.isVisible()) await showEvents.click();
  await page.getByRole('link', { name: 'Buchen: Seepferdchen-Kurs in 4 Raten' }).click();
  await expect(page).toHaveURL(
    `/me/contracts/7001/confirm?from=%2F${SWIM}%2Fcourses%2F103&courseId=103&eventId=1031`,
  );
  const dialog = page.getByRole('dialog', { name: 'Seepferdchen-Kurs in 4 Raten' });
  await expect(dialog.getByText('196,00 €')).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Abo abschließen' });
  const email = `abo-${Date.now()}-${Math.round(Math.random() * 1e6)}@kurse.example`;
  await form.getByRole('textbox', { name: /Name der teilnehmenden Person/ }).fill('Mia Schmidt');
  await form.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Anna');
  await form.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Schmidt');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
  await form
    .getByRole('textbox', { name: 'Straße und Hausnummer', exact: true })
    .fill('Lindenstraße 12');
  await form.getByRole('textbox', { name: 'PLZ', exact: true }).fill('10115');
  await form.getByRole('textbox', { name: 'Ort', exact: true }).fill('Berlin');
  await form.getByLabel(/^Passwort/).fill('geheim-123');
  await form.getByText(/Ich habe die AGB/).click();
  await expect(form.getByRole('region', { name: 'Übersicht' })).toContainText('51,92');
  await form.getByRole('button', { name: 'Zahlungspflichtig abschließen' }).click();

  await expect(page).toHaveURL(new RegExp(`/${SWIM}/checkout/\\d+$`));
  await expect(page.getByRole('form', { name: 'Zahlungsart' })).toBeVisible();
  await expect(page.getByText(/51,92/).first()).toBeVisible();
  // The new account's password logged the user in.
  await expect
    .poll(
      async () =>
        ((await stored(page, STORAGE.session)) as { data?: { token?: string } })?.data?.token,
    )
    .toBeTruthy();
});

test('a refused contract (422) shows the server message at the participant name', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'kurse-scenario', value: 'contract-invalid', url: baseURL ?? '' },
  ]);
  await storeDemoSession(page);
  await page.goto(
    `/me/contracts/7001/confirm?from=%2F${SWIM}%2Fcourses%2F103&courseId=103&eventId=1031`,
  );
  const form = page.getByRole('form', { name: 'Abo abschließen' });
  await expect(form.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  await form.getByText(/Ich habe die AGB/).click();
  await form.getByRole('button', { name: 'Zahlungspflichtig abschließen' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Name der teilnehmenden Person: Bitte fülle dieses Feld aus.',
  );
  const name = form.getByRole('textbox', { name: /Name der teilnehmenden Person/ });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
  await expect(page).toHaveURL(/\/me\/contracts\/7001\/confirm/);
});

test('the failure page tries again with the new-contract form, whose close returns to the course', async ({
  page,
}) => {
  await storeDemoSession(page);
  await open(page, '/me/contracts/7001/30001/cancel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Das hat leider nicht geklappt');
  await page.getByRole('link', { name: 'Noch einmal versuchen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seepferdchen-Kurs in 4 Raten' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(`/${SWIM}/courses/103`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seepferdchen-Kurs' })).toBeVisible();
});

test('a visitor subscribes with the keyboard alone', async ({ page }) => {
  await page.goto(
    `/me/contracts/7001/confirm?from=%2F${SWIM}%2Fcourses%2F103&courseId=103&eventId=1031`,
  );
  const form = page.getByRole('form', { name: 'Abo abschließen' });
  await expect(form).toBeVisible();
  const type = async (name: string | RegExp, text: string) => {
    await tabTo(page, form.getByRole('textbox', { name, exact: typeof name === 'string' }));
    await page.keyboard.type(text);
  };
  await type(/Name der teilnehmenden Person/, 'Mia Schmidt');
  await type('Vorname', 'Anna');
  await type('Nachname', 'Schmidt');
  await type(
    'E-Mail-Adresse',
    `abo-tab-${Date.now()}-${Math.round(Math.random() * 1e6)}@kurse.example`,
  );
  await type('Straße und Hausnummer', 'Lindenstraße 12');
  await type('PLZ', '10115');
  await type('Ort', 'Berlin');
  await type(/^Passwort/, 'geheim-123');
  const consent = form.getByRole('checkbox', { name: /Ich habe die AGB/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Zahlungspflichtig abschließen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${SWIM}/checkout/\\d+$`));
  await expect(page.getByRole('form', { name: 'Zahlungsart' })).toBeVisible();
});
