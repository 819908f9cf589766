/**
 * The booking journey in English (transactions §2, §4): a guest books the cooking course and pays
 * with the demo card; the German journeys and their error paths are in booking.spec.
 */
import { expect, test } from './test';
import { open } from './app';

test.use({ locale: 'en-GB' });

test('an English-speaking guest books and pays by card', async ({ page }) => {
  await open(page, '/kleine-koeche-frankfurt/courses/120/1202');
  const form = page.getByRole('form', { name: 'Book' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Anna');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Smith');
  await form.getByRole('textbox', { name: 'Email address' }).fill('anna@example.com');
  await form.getByRole('textbox', { name: 'Street and number' }).fill('Lindenstraße 12');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('10115');
  await form.getByRole('textbox', { name: 'Town or city' }).fill('Berlin');
  await form.getByRole('textbox', { name: 'Person 1' }).fill('Mia Smith');
  // The provider's mandatory booking question (its own wording, German).
  await form.getByRole('textbox', { name: /Allergien/ }).fill('Keine');
  await form.getByText(/I have read and accept the terms/).click();
  await form.getByRole('button', { name: 'Book and pay' }).click();

  await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/checkout\/\d+$/);
  const payment = page.getByRole('form', { name: 'Payment method' });
  await payment.getByRole('textbox', { name: 'Name' }).fill('Anna Smith');
  await payment.getByRole('textbox', { name: 'Email address' }).fill('anna@example.com');
  await payment.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await payment.getByRole('textbox', { name: /Expiry date/ }).fill('12/30');
  await payment.getByRole('textbox', { name: /Security code/ }).fill('123');
  await payment.getByRole('button', { name: /Pay now/ }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your booking!' })).toBeVisible();
});
