/**
 * The frame around the pages (discovery §2 Navigation and frame, §8 time-zone warning): header,
 * bottom menu, footer and their per-route rules. German browser; axe runs in pages.spec.
 */
import { appNow, expect, test, type APIRequestContext, type Page } from './test';
import { topBeforeScripts, DEMO, PROVIDERS, open } from './app';

test.use({ locale: 'de-DE' });

const footerNav = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Fußzeile' });

test('the footer names the provider, its address and all links, copyright 2019 to this year', async ({
  page,
}) => {
  await open(page, `/${PROVIDERS.standard.slug}`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(PROVIDERS.standard.name)).toBeVisible();
  await expect(footer.getByText('Kastanienallee 12')).toBeVisible();
  await expect(footer.getByText('10435 Berlin')).toBeVisible();
  const links = footerNav(page).getByRole('link');
  await expect(links).toHaveText([
    /FAQ/,
    'Blog',
    /Impressum/,
    'AGB des Anbieters',
    'Datenschutz des Anbieters',
    /AGB von Kurse/,
    /Datenschutz bei Kurse/,
    /Haftungsausschluss/,
  ]);
  await expect(footerNav(page).getByRole('link', { name: 'Blog' })).toHaveAttribute(
    'href',
    `/${PROVIDERS.standard.slug}/blog`,
  );
  const year = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' });
  await expect(footer).toContainText(`© 2019–${year.format(appNow())} Kurse`);
});

test('the provider terms and privacy links show only when the provider has them', async ({
  page,
}) => {
  await open(page, `/${PROVIDERS.noTerms.slug}`);
  await expect(footerNav(page).getByRole('link', { name: /AGB von Kurse/ })).toBeVisible();
  await expect(footerNav(page).getByRole('link', { name: 'AGB des Anbieters' })).toHaveCount(0);
  await expect(
    footerNav(page).getByRole('link', { name: 'Datenschutz des Anbieters' }),
  ).toHaveCount(0);

  await open(page, `/${PROVIDERS.termsOnly.slug}`);
  await expect(footerNav(page).getByRole('link', { name: 'AGB des Anbieters' })).toBeVisible();
  await expect(
    footerNav(page).getByRole('link', { name: 'Datenschutz des Anbieters' }),
  ).toHaveCount(0);
});

test('outside provider pages the footer has no provider part', async ({ page }) => {
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('address')).toHaveCount(0);
  await expect(footerNav(page).getByRole('link', { name: 'Blog' })).toHaveCount(0);
  await expect(footerNav(page).getByRole('link', { name: /AGB von Kurse/ })).toBeVisible();
});

test('the bottom menu leads through provider, offers and blog; external providers show the provider only', async ({
  page,
}) => {
  await open(page, `/${PROVIDERS.standard.slug}`);
  const menu = page.getByRole('navigation', { name: 'Anbieter-Menü' });
  await expect(menu.getByRole('link')).toHaveText(['Anbieter', 'Angebote', 'Blog']);
  await expect(menu.getByRole('link', { name: 'Anbieter' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Angebote' })).toHaveAttribute(
    'href',
    `/${PROVIDERS.standard.slug}/courses`,
  );

  await open(page, `/${PROVIDERS.external.slug}`);
  await expect(menu.getByRole('link')).toHaveText(['Anbieter']);

  await open(page, '/');
  await expect(menu).toHaveCount(0);
});

test('the profile shows the back link to the provider last visited, and leads back', async ({
  page,
}) => {
  await open(page, '/me');
  const back = page.getByRole('link', { name: `Zurück zu ${PROVIDERS.standard.name}` });
  await expect(back).toHaveCount(0);

  await open(page, `/${PROVIDERS.standard.slug}`);
  await expect(back).toHaveCount(0);
  await page.goto('/me');
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(`/${PROVIDERS.standard.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROVIDERS.standard.name);
});

test('the card preview and room routes show neither header nor footer', async ({ page }) => {
  for (const path of [
    `/${PROVIDERS.standard.slug}/courses/101/course-card-preview`,
    `/${PROVIDERS.standard.slug}/rooms/401/raum-token`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
});

test('the skip link moves the focus to the content', async ({ page }) => {
  await open(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/');
});

test(
  'unknown paths show the not-found page with a way home',
  { tag: '@phone-only' },
  async ({ page }) => {
    await open(page, '/gibt/es/nicht');
    await expect(page.getByText('Diese Seite gibt es leider nicht (mehr).')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurse einfach machen');
  },
);

test(
  'a provider that does not exist shows the provider not-found text',
  { tag: '@phone-only' },
  async ({ page }) => {
    await open(page, '/kein-solcher-anbieter');
    await expect(page.getByText('Diesen Anbieter konnten wir leider nicht finden.')).toBeVisible();
  },
);

test(
  'a failed provider load shows the error screen, whose reload tries again',
  { tag: '@phone-only' },
  async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'kurse-scenario', value: 'provider-error', url: baseURL ?? '' },
    ]);
    await open(page, `/${PROVIDERS.standard.slug}`);
    await expect(page.getByText('Der Anbieter kann gerade nicht geladen werden.')).toBeVisible();
    await context.clearCookies();
    await page.getByRole('button', { name: 'Seite neu laden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROVIDERS.standard.name);
  },
);

test.describe('time zone', () => {
  test('no warning in Europe/Berlin', { tag: '@phone-only' }, async ({ page }) => {
    await open(page, '/');
    await expect(page.getByText(/Alle Zeiten sind in deutscher Zeit/)).toHaveCount(0);
  });

  test.describe('elsewhere', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('warns, naming the browser zone, until dismissed', async ({ page }) => {
      await open(page, '/');
      const warning = page.getByText(
        'Alle Zeiten sind in deutscher Zeit (Europe/Berlin) angegeben. Deine Zeitzone (America/New_York) weicht davon ab.',
      );
      await expect(warning).toBeVisible();
      await page.getByRole('button', { name: 'Ausblenden' }).click();
      await expect(warning).toHaveCount(0);
    });
  });
});

test.describe('the pending booking', () => {
  const keep = async (page: Page, booking: unknown) =>
    page.addInitScript(
      (value) =>
        localStorage.setItem('kurse.currentBooking', JSON.stringify({ v: 1, data: value })),
      booking,
    );

  const createdBooking = async (request: APIRequestContext) => {
    const login = await request.post('/api/customers/login', {
      data: { customer: { email: DEMO.email, password: DEMO.password } },
    });
    const authorization = login.headers()['authorization'] ?? '';
    const answer = await request.get('/api/bookings/20003', { headers: { authorization } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as {
      status: string;
      createdAt: string;
      course: { id: number; name: string; provider?: { slug: string } };
      id: number;
      provider?: { slug: string };
    };
  };

  test('is linked, highlighted, from the header while it is at most 5 hours old', async ({
    page,
    request,
  }) => {
    const booking = await createdBooking(request);
    expect(booking.status).toBe('created');
    await keep(page, booking);
    await open(page, '/');
    const link = page.getByRole('link', { name: `Deine offene Buchung: ${booking.course.name}` });
    await expect(link).toBeVisible();
    const slug = booking.provider?.slug ?? booking.course.provider?.slug;
    // It resumes the booking at its checkout, not with a blank form on the course page.
    await expect(link).toHaveAttribute('href', `/${slug}/checkout/${booking.id}`);
  });

  test(
    'does not move the page down on a phone when it appears',
    { tag: '@phone-only' },
    async ({ page, request }) => {
      // Kept in the browser (transactions §4), so the server cannot render it: its row at phone
      // width is there from the first paint.
      const booking = await createdBooking(request);
      await keep(page, booking);
      const painted = await topBeforeScripts(page, '/');
      await open(page, '/');
      await expect(page.getByRole('link', { name: /Deine offene Buchung/ })).toBeVisible();
      expect(painted).toBeGreaterThan(0);
      expect((await page.locator('main#main').boundingBox())?.y).toBe(painted);
    },
  );

  test(
    'is dropped when it is older than 5 hours',
    { tag: '@phone-only' },
    async ({ page, request }) => {
      const booking = await createdBooking(request);
      const sixHoursAgo = new Date(appNow().getTime() - 6 * 3600_000).toISOString();
      await keep(page, { ...booking, createdAt: sixHoursAgo });
      await open(page, '/');
      await expect(page.getByRole('link', { name: /Deine offene Buchung/ })).toHaveCount(0);
    },
  );
});
