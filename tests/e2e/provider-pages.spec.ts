/**
 * Journeys on the provider mini-site and course pages (discovery §2 Provider page, Course and
 * event pages; §4 Waiting list; §5 contact form, waiting list). German browser; axe runs once per
 * page in pages.spec.
 */
import { expect, test, type Page } from './test';
import { PROVIDERS, logIn, open } from './app';

test.use({ locale: 'de-DE' });

const BALLET = { slug: 'ballettschule-spitzentanz', courseId: 117, course: 'Ballett Grundstufe' };

test('a visitor opens a provider from the landing page’s recently visited list', async ({
  page,
}) => {
  await open(page, '/hopsala-kinderturnen');
  await open(page, '/');
  const visited = page.getByRole('region', { name: 'Zuletzt besucht' });
  await visited.getByRole('link', { name: /Hopsala Kinderturnen/ }).click();
  await expect(page).toHaveURL('/hopsala-kinderturnen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hopsala Kinderturnen');
});

test('a category of a course filters the offers, and its chip clears the filter', async ({
  page,
}) => {
  await open(page, `/${PROVIDERS.standard.slug}/courses/101`);
  await page.getByRole('main').getByRole('link', { name: 'Baby & Eltern' }).click();
  await expect(page).toHaveURL(new RegExp(`/${PROVIDERS.standard.slug}/courses\\?category=\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Angebote');
  const offers = page.getByRole('main');
  await expect(offers.getByRole('link', { name: /Babyschwimmen/ })).toBeVisible();
  await expect(offers.getByRole('link', { name: /Seepferdchen-Kurs/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page).toHaveURL(`/${PROVIDERS.standard.slug}/courses`);
  await expect(offers.getByRole('link', { name: /Seepferdchen-Kurs/ })).toBeVisible();
  await expect(offers.getByRole('link', { name: /Babyschwimmen/ })).toBeVisible();
});

test('the ratings open from their count badge and link to the listing in a new tab', async ({
  page,
}) => {
  await open(page, `/${PROVIDERS.standard.slug}`);
  const toggle = page.getByRole('button', { name: '6 Bewertungen' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const all = page.getByRole('link', { name: /Alle Bewertungen ansehen/ });
  // A page of the marketing site (VITE_KURSE_SITE_URL), not of this app (which answers not found).
  const href = await all.getAttribute('href');
  expect(href).toMatch(/^https?:\/\/[^/]+\/public\/de\/providers\/1\/ratings$/);
  expect(new URL(href ?? '', page.url()).origin).not.toBe(new URL(page.url()).origin);
  await expect(all).toHaveAttribute('target', '_blank');
});

/** Opens the events panel where it is collapsed (phones). */
async function showEvents(page: Page) {
  await page.getByRole('heading', { name: 'Termine', exact: true }).waitFor();
  const toggle = page.getByRole('button', { name: 'Termine anzeigen' });
  if (await toggle.isVisible()) await toggle.click();
}

test('a guest’s waiting-list entry stays the guest’s; an account is listed when it joined itself', async ({
  page,
  request,
}) => {
  // A fresh account per run: the demo backend is shared by every test.
  const email = `warteliste-${Date.now()}-${Math.round(Math.random() * 1e6)}@kurse.example`;
  const signup = await request.post('/api/customers/signup', {
    data: { customer: { firstName: 'Mara', lastName: 'Klein', email, password: 'kurse-demo' } },
  });
  expect(signup.ok()).toBe(true);

  await open(page, `/${BALLET.slug}/courses/${BALLET.courseId}`);
  await showEvents(page);
  const form = page.getByRole('main');
  const submit = page.getByRole('button', { name: 'Auf die Warteliste setzen' });
  await expect(submit).toBeDisabled();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Mara Klein');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await expect(submit).toBeEnabled();
  await submit.click();
  const listed = page.getByText('Du stehst schon auf der Warteliste für diesen Termin.');
  await expect(listed).toBeVisible();

  // Forget what this browser remembers: after login the listing comes from the account, and
  // an entry a guest made with the account's e-mail is not the account's (anyone may type it).
  const forgetListing = async () => {
    await page.evaluate(() => localStorage.removeItem('kurse.waitingList'));
    await page.reload();
    await showEvents(page);
  };
  await forgetListing();
  await expect(submit).toBeVisible();
  await logIn(page, email, 'kurse-demo');
  await expect(page.getByText('Du trägst dich ein als Mara Klein.')).toBeVisible();
  await expect(listed).toHaveCount(0);

  // The account joins itself: listed, also once the browser has forgotten it.
  await submit.click();
  await expect(listed).toBeVisible();
  await forgetListing();
  await expect(listed).toBeVisible();
  await expect(submit).toHaveCount(0);
});

test('the contact form works with the keyboard alone', async ({ page }) => {
  await open(page, `/${PROVIDERS.standard.slug}`);
  const opener = page.getByRole('button', { name: 'Nachricht schreiben' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Nachricht an ${PROVIDERS.standard.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.keyboard.type('Anna Maria Schulz');
  await page.keyboard.press('Tab');
  await page.keyboard.type('anna@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Deine Nachricht' })).toBeFocused();
  await page.keyboard.type('Gibt es noch Plätze im Seepferdchen-Kurs?');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Nachricht senden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Deine Nachricht ist unterwegs!/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a click on the provider’s website reports "forwarded" with the provider slug', async ({
  page,
  context,
}) => {
  await open(page, `/${PROVIDERS.standard.slug}`);
  const forwarded = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/forwarded',
  );
  const popup = context.waitForEvent('page');
  await page.getByRole('link', { name: /^Website/ }).click();
  const request = await forwarded;
  expect(new URL(request.url()).searchParams.get('slug')).toBe(PROVIDERS.standard.slug);
  await (await popup).close();
});

test('the card preview renders the bare card without header and footer', async ({ page }) => {
  await open(page, `/${PROVIDERS.standard.slug}/courses/101/course-card-preview`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Babyschwimmen');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
});
