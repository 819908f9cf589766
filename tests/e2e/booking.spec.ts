/**
 * Booking and paying (transactions §2 Event booking page, Booking form, Checkout; §4; §5; §8): a
 * German guest, the demo backend's seed and the offline demo gateway. Axe runs once per page in
 * pages.spec; the checkout and its redirect return, reachable only through a booking, are checked
 * here.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './test';
import { DEMO, PROVIDERS, STORAGE, logIn, open, stored, tabTo } from './app';
import { expectNoAxeViolations } from './axe';
import { bookCookingCourse, fillGuest } from './booking-steps';

test.use({ locale: 'de-DE' });

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
  await expect(summary).toContainText(/Pro Person · 2 × /);
  await expect(summary).toContainText(/−\s5,00\s€/);
  await form.getByText(/Ich habe die AGB/).click();
  await form.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();

  await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/checkout\/\d+$/);
  const payment = page.getByRole('form', { name: 'Zahlungsart' });
  // The checkout is reached only through a booking: its axe check lives here, not in pages.spec.
  await expect(payment).toBeVisible();
  await expectNoAxeViolations(page);
  // The order as booked, beside the form (above it on a phone, its lines behind "Details").
  const order = page.getByRole('region', { name: 'Deine Bestellung' });
  await expect(order).toContainText('Familienkochen am Samstag');
  await expect(order).toContainText('Teilnehmende: Mia Schmidt und Paul Schmidt');
  const [orderBox, paymentBox] = [await order.boundingBox(), await payment.boundingBox()];
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    expect(orderBox?.x ?? 0).toBeGreaterThanOrEqual(
      (paymentBox?.x ?? 0) + (paymentBox?.width ?? 0),
    );
  } else {
    expect((orderBox?.y ?? 0) + (orderBox?.height ?? 0)).toBeLessThanOrEqual(paymentBox?.y ?? 0);
  }
  const details = order.getByRole('button', { name: 'Details anzeigen' });
  if (await details.isVisible()) await details.click();
  const orderLines = order.getByRole('region', { name: 'Übersicht' });
  await expect(orderLines).toContainText(/Pro Person · 2 × 25,00\s€\s*50,00\s€/);
  await expect(orderLines).toContainText(/Gutschein WILLKOMMEN5\s*−\s5,00\s€/);
  await expect(orderLines).toContainText(/Servicegebühr\s*2,25\s€/);
  await expect(orderLines).toContainText(/MwSt\. auf die Servicegebühr \(19\s%\)\s*0,43\s€/);
  await expect(orderLines).toContainText(/Gesamt\s*47,68\s€/);
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
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('paid.png') });
  // The dialog names the booking, its first date and the amount paid, and adds the dates to a
  // calendar: an iCalendar file in Europe/Berlin, downloaded with the keyboard.
  await expect(success).toContainText(/Buchungsnummer\s*KB-\d{4}-\d{6,}/);
  await expect(success).toContainText(/Termin\s*\w{2}\.,\s\d{2}\.\d{2}\.\d{4},\s10:00–13:00/);
  await expect(success).toContainText(/Bezahlt\s*47,68\s€/);
  const downloading = page.waitForEvent('download');
  await success.getByRole('link', { name: 'Zum Kalender hinzufügen' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^KB-\d{4}-\d{6,}\.ics$/);
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/\r\nDTSTART;TZID=Europe\/Berlin:\d{8}T100000\r\n/);
  expect(ics).toMatch(/\r\nDTEND;TZID=Europe\/Berlin:\d{8}T130000\r\n/);
  await success.getByRole('button', { name: 'Zurück zum Angebot' }).click();
  await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/courses\/121$/);
});

/** Fills the demo card form of the checkout and pays. */
async function payByCard(page: Page, number: string) {
  const payment = page.getByRole('form', { name: 'Zahlungsart' });
  await payment.getByRole('textbox', { name: 'Name' }).fill('Anna Schmidt');
  await payment.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('anna@example.com');
  await payment.getByRole('textbox', { name: 'Kartennummer' }).fill(number);
  await payment.getByRole('textbox', { name: /Ablaufdatum/ }).fill('12/30');
  await payment.getByRole('textbox', { name: /Prüfnummer/ }).fill('123');
  await payment.getByRole('button', { name: /Jetzt bezahlen/ }).click();
}

test('a card that asks for authentication leaves for the bank and returns to a paid booking', async ({
  page,
}) => {
  await bookCookingCourse(page);
  await payByCard(page, '4000 0027 6000 3184');
  // The return address carries the intent and its status, as Stripe's redirect does.
  await expect(page).toHaveURL(
    /\/kleine-koeche-frankfurt\/checkout-redirect\/\d+\?.*redirect_status=succeeded/,
  );
  await expect(page.getByRole('dialog', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a free booking is confirmed without payment', async ({ page }) => {
  await open(page, '/hopsala-kinderturnen/courses/106/1061');
  const form = page.getByRole('form', { name: 'Buchen' });
  await fillGuest(form);
  await form.getByRole('textbox', { name: 'Person 1' }).fill('Mia Schmidt');
  await expect(form.getByRole('region', { name: 'Übersicht' })).toContainText('Kostenlos');
  await form.getByText(/Ich habe die AGB/).click();
  await form.getByRole('button', { name: 'Kostenlos buchen' }).click();
  await expect(page).toHaveURL(/\/hopsala-kinderturnen\/checkout\/\d+$/);
  const success = page.getByRole('dialog', { name: 'Vielen Dank für deine Buchung!' });
  await expect(success).toBeVisible();
  await expect(success).toContainText(/Bezahlt\s*Kostenlos/);
  await expect(page.getByRole('form', { name: 'Zahlungsart' })).toHaveCount(0);
  // Nothing was paid: the page is titled as a completed booking, not "Bezahlen".
  await expect(page).toHaveTitle(/^Buchung abschließen/);
});

test('a protected event asks for its password before the booking form', async ({ page }) => {
  await open(page, `/${PROVIDERS.standard.slug}/courses/103/1032`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('form', { name: 'Buchen' })).toHaveCount(0);
  const password = dialog.getByRole('textbox', { name: 'Passwort für diesen Termin' });
  await password.fill('falsch');
  await dialog.getByRole('button', { name: 'Freischalten' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveValue('falsch');

  await password.fill('seepferdchen');
  await dialog.getByRole('button', { name: 'Freischalten' }).click();
  await expect(dialog.getByRole('form', { name: 'Buchen' })).toBeVisible();
});

test('closing the booking page with an open booking asks, then cancels that booking', async ({
  page,
}) => {
  await bookCookingCourse(page);
  const pending = page.getByRole('link', { name: /Deine offene Buchung|Offene Buchung/ });
  await expect(pending.first()).toBeVisible();
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: /Familienkochen am Samstag/ });
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Buchung abbrechen' });
  await expect(confirm).toContainText('Möchtest du die Buchung wirklich abbrechen?');
  const cancelled = page.waitForResponse(
    (response) => /\/api\/bookings\/\d+\/cancel$/.test(response.url()) && response.ok(),
  );
  await confirm.getByRole('button', { name: 'Buchung abbrechen' }).click();
  await cancelled;
  await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/courses\/121$/);
  await expect(pending).toHaveCount(0);
});

test('a logged-in customer finds the contact data locked and the saved participants filled in, up to the cap', async ({
  page,
}) => {
  await open(page, '/');
  await logIn(page);
  await expect
    .poll(() => stored(page, STORAGE.session))
    .toMatchObject({ data: { token: expect.any(String) } });
  // The family flat rate (top_up): at most 4 participants, counted as one.
  await open(page, '/kleine-koeche-frankfurt/courses/121/1211?priceOption=12112');
  const form = page.getByRole('form', { name: 'Buchen' });
  const firstName = form.getByRole('textbox', { name: 'Vorname' });
  await expect(firstName).toHaveValue('Julia');
  await expect(firstName).not.toBeEditable();
  await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(DEMO.email);
  // Saved people are offered, not pre-filled: one click each.
  await form.getByRole('button', { name: 'Mia Neumann eintragen' }).click();
  await form.getByRole('button', { name: 'Paul Neumann eintragen' }).click();
  await expect(form.getByRole('textbox', { name: 'Person 1' })).toHaveValue('Mia Neumann');
  await expect(form.getByRole('textbox', { name: 'Person 2' })).toHaveValue('Paul Neumann');
  await expect(
    form.getByText('Bei diesem Preis zählen alle Personen zusammen als eine Buchung.'),
  ).toBeVisible();

  const add = form.getByRole('button', { name: 'Person hinzufügen' });
  await add.click();
  await add.click();
  await expect(form.getByRole('textbox', { name: /^Person \d$/ })).toHaveCount(4);
  await expect(add).toHaveCount(0);
  await expect(form.getByText('Pro Buchung sind höchstens 4 Teilnehmende möglich.')).toBeVisible();
});

test('a guest books a free event with the keyboard alone', async ({ page }) => {
  await open(page, '/hopsala-kinderturnen/courses/106/1061');
  const form = page.getByRole('form', { name: 'Buchen' });
  const type = async (name: string, text: string) => {
    await tabTo(page, form.getByRole('textbox', { name }));
    await page.keyboard.type(text);
  };
  await type('Vorname', 'Anna');
  await type('Nachname', 'Schmidt');
  await type('E-Mail-Adresse', 'anna@example.com');
  await type('Straße und Hausnummer', 'Lindenstraße 12');
  await type('PLZ', '10115');
  await type('Ort', 'Berlin');
  await type('Person 1', 'Mia Schmidt');
  const consent = form.getByRole('checkbox', { name: /Ich habe die AGB/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Kostenlos buchen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
});

test('a guest pays with PayPal (the demo PayPal)', async ({ page }) => {
  // The swimming school offers PayPal; its parent-and-child price books two people at once.
  await open(page, `/${PROVIDERS.standard.slug}/courses/101/1011`);
  const form = page.getByRole('form', { name: 'Buchen' });
  await fillGuest(form);
  await form.getByRole('textbox', { name: 'Person 1' }).fill('Anna Schmidt');
  await form.getByRole('textbox', { name: 'Person 2' }).fill('Mia Schmidt');
  await form.getByText(/Ich habe die AGB/).click();
  await form.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/${PROVIDERS.standard.slug}/checkout/\\d+$`));
  const payment = page.getByRole('form', { name: 'Zahlungsart' });
  await payment.getByText('PayPal', { exact: true }).click();
  await payment.getByRole('button', { name: 'Mit PayPal bezahlen' }).click();
  await expect(page.getByRole('dialog', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
});

test('a logged-in customer pays with the saved card, offered first', async ({ page }) => {
  await open(page, '/');
  await logIn(page);
  await expect
    .poll(() => stored(page, STORAGE.session))
    .toMatchObject({ data: { token: expect.any(String) } });
  await open(page, '/musikgarten-klangwiese/courses/109/1092');
  const form = page.getByRole('form', { name: 'Buchen' });
  // "Elternteil + Kind" comes in pairs: both saved people, one click each.
  await form.getByRole('button', { name: 'Mia Neumann eintragen' }).click();
  await form.getByRole('button', { name: 'Paul Neumann eintragen' }).click();
  await form.getByText(/Ich habe die AGB/).click();
  await form.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();
  await expect(page).toHaveURL(/\/musikgarten-klangwiese\/checkout\/\d+$/);
  const payment = page.getByRole('form', { name: 'Zahlungsart' });
  await expect(payment.getByRole('radio', { name: /Gespeicherte Zahlungsart/ })).toBeChecked();
  await expect(payment.getByText('Karte mit Endung 4242')).toBeVisible();
  await payment.getByRole('button', { name: /Jetzt bezahlen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Vielen Dank für deine Buchung!' })).toBeVisible();
});

test('a pending SEPA booking shows as received and processing at its checkout', async ({
  page,
}) => {
  await open(page, '/');
  await logIn(page);
  await expect
    .poll(() => stored(page, STORAGE.session))
    .toMatchObject({ data: { token: expect.any(String) } });
  await open(page, '/toepferwerkstatt-tonart/checkout/20005');
  await expect(
    page.getByText('Danke! Deine Zahlung ist eingegangen und wird bearbeitet'),
  ).toBeVisible();
  await expect(page.getByText('Zahlung ausstehend')).toBeVisible();
  await expect(page.getByText('Diese Buchung kann nicht bezahlt werden')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buchung abbrechen' })).toHaveCount(0);
});
