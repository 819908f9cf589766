/**
 * Booking and paying (transactions §2 Event booking page, Booking form, Checkout; §4; §5; §8): a
 * German guest, the demo backend's seed and the offline demo gateway. Axe runs once per page in
 * pages.spec; this journey checks behaviour.
 */
import { expect, test, type Locator } from '@playwright/test';
import { open } from './app';

test.use({ locale: 'de-DE' });

/** Fills a guest's contact data and billing address in the booking form. */
async function fillGuest(form: Locator) {
  await form.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Schmidt');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('anna@example.com');
  await form.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Lindenstraße 12');
  await form.getByRole('textbox', { name: 'PLZ' }).fill('10115');
  await form.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
}

test('a guest books two participants with a voucher, a card is declined, another pays', async ({
  page,
}) => {
  await open(page, '/kleine-koeche-frankfurt/courses/121/1211');
  const form = page.getByRole('form', { name: 'Buchen' });
  // Two prices: none chosen yet, the hint says so; choosing one names it in the address.
  await expect(page.getByText('Bitte wähle zuerst einen Preis aus.')).toBeVisible();
  await page.getByRole('dialog').getByText('Pro Person', { exact: true }).click();
  await expect(page).toHaveURL(/priceOption=12111/);
  await fillGuest(form);
  await form.getByRole('textbox', { name: 'Person 1' }).fill('Mia Schmidt');
  await form.getByRole('button', { name: 'Person hinzufügen' }).click();
  await form.getByRole('textbox', { name: 'Person 2' }).fill('Paul Schmidt');
  await form.getByRole('textbox', { name: /Gutscheincode/ }).fill('WILLKOMMEN5');
  await form.getByRole('button', { name: 'Einlösen' }).click();
  await expect(form.getByText('Gutschein WILLKOMMEN5 eingelöst')).toBeVisible();
  const summary = form.getByRole('region', { name: 'Übersicht' });
  await expect(summary).toContainText('Teilnehmende: 2');
  await expect(summary).toContainText(/−\s5,00\s€/);
  await form.getByText(/Ich habe die AGB/).click();
  await form.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();

  await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/checkout\/\d+$/);
  const payment = page.getByRole('form', { name: 'Zahlungsart' });
  await payment.getByRole('textbox', { name: 'Name' }).fill('Anna Schmidt');
  await payment.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('anna@example.com');
  await payment.getByRole('textbox', { name: 'Kartennummer' }).fill('4000 0000 0000 0002');
  await payment.getByRole('textbox', { name: /Ablaufdatum/ }).fill('12/30');
  await payment.getByRole('textbox', { name: /Prüfnummer/ }).fill('123');
  await payment.getByRole('button', { name: /Jetzt bezahlen/ }).click();
  await expect(payment.getByText('Die Karte wurde abgelehnt.', { exact: false })).toBeVisible();

  await payment.getByRole('textbox', { name: 'Kartennummer' }).fill('4242 4242 4242 4242');
  await payment.getByRole('button', { name: /Jetzt bezahlen/ }).click();
  const success = page.getByRole('dialog', { name: 'Vielen Dank für deine Buchung!' });
  await expect(success).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('paid.png') });
  await success.getByRole('button', { name: 'Zurück zum Angebot' }).click();
  await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/courses\/121$/);
});
