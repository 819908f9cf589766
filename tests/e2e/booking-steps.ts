/**
 * Steps of the booking journeys shared by the specs: a guest's data in the booking form and a
 * booking of the seed's cooking course up to its checkout (German texts).
 */
import { expect, type Locator, type Page } from './test';
import { open } from './app';

/** Fills a guest's contact data and billing address in the booking form. */
export async function fillGuest(form: Locator) {
  await form.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Schmidt');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('anna@example.com');
  await form.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Lindenstraße 12');
  await form.getByRole('textbox', { name: 'PLZ' }).fill('10115');
  await form.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
}

/** Books the per-person price of the cooking course for one guest, up to the checkout. */
export async function bookCookingCourse(page: Page) {
  await open(page, '/kleine-koeche-frankfurt/courses/121/1211?priceOption=12111');
  const form = page.getByRole('form', { name: 'Buchen' });
  await fillGuest(form);
  await form.getByRole('textbox', { name: 'Person 1' }).fill('Mia Schmidt');
  await form.getByText(/Ich habe die AGB/).click();
  await form.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/checkout\/\d+$/);
}
