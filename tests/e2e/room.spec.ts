/**
 * The on-demand room (transactions §2 Room, §4 Room, §6, §8 Room errors): a customer opens a room
 * from the profile's on-demand tab, moves through its pages and starts again; a direct link to a
 * page; an expired room; a room that needs a session shows the login form, then opens. German
 * browser, both widths (the projects: the side navigation on desktop, the dropdown on phones);
 * axe for the room page: pages.spec.
 */
import { expect, test, type Page } from './test';
import { DEMO, open, storeDemoSession, tabTo } from './app';

test.use({ locale: 'de-DE' });

const YOGA = '/yogamama-muenchen/rooms/401/rt_yoga_7f3a9c21';
const SINGEN = '/elternwissen-online/rooms/404/rt_singen_4d6b3e88';
const YOGA_PAGES = [
  'Willkommen',
  'Einheit 1: Ankommen',
  'Übungsplan zum Ausdrucken',
  'Einheit 2: Rücken stärken',
  'Atemübung zum Mitmachen',
  'Einheit 3: Beckenboden',
  'Bonus: Yoga mit Geschwisterkindern',
];

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 640;

const pageHeading = (page: Page) => page.getByRole('heading', { level: 2 });

/** Expects the room to show a page (1-based) in the address, the heading and the page list. */
async function expectRoomPage(page: Page, number: number) {
  const title = YOGA_PAGES[number - 1] ?? '';
  await expect(pageHeading(page)).toHaveText(title);
  await expect(page.getByText(`Seite ${number} von ${YOGA_PAGES.length}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?page=${number}$`));
  if (isPhone(page)) {
    await expect(page.getByRole('button', { name: /Seite wählen/ })).toContainText(title);
  } else {
    const nav = page.getByRole('navigation', { name: 'Inhalte' });
    await expect(nav.locator('[aria-current="page"]')).toContainText(title);
  }
}

test('a customer opens a room from the on-demand tab, moves through its pages and starts again', async ({
  page,
}) => {
  await storeDemoSession(page);
  await open(page, '/me/on-demand');
  const valid = page.getByRole('article').filter({ hasText: 'Yoga für Zuhause – Videokurs' });
  await valid.getByRole('link', { name: /Inhalte ansehen/ }).click();
  await expect(page).toHaveURL(new RegExp(`${YOGA}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Yoga für Zuhause – Kursraum' }),
  ).toBeVisible();
  // No header or footer on the room route; the back link to the provider instead.
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Zurück zu YogaMama München' })).toBeVisible();
  await expect(pageHeading(page)).toHaveText('Willkommen');
  await expect(page.getByRole('button', { name: /Vorherige Seite/ })).toHaveCount(0);

  for (let number = 2; number <= YOGA_PAGES.length; number += 1) {
    await page.getByRole('button', { name: /^Nächste Seite/ }).click();
    await expectRoomPage(page, number);
    await expect(pageHeading(page)).toBeFocused();
  }
  await expect(page.getByText('Diese Seite ist noch nicht veröffentlicht.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Nächste Seite/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Von vorn beginnen' }).click();
  await expectRoomPage(page, 1);

  // Every page change was a history entry: back returns to the last page.
  await page.goBack();
  await expectRoomPage(page, 7);
  await page.getByRole('button', { name: /^Vorherige Seite/ }).click();
  await expectRoomPage(page, 6);
  await expect(page.getByText(/Diese Seite wird am .* Uhr freigeschaltet\./)).toBeVisible();
});

test(
  'a direct link opens its page; the page list changes pages; an unknown page shows the first',
  { tag: '@phone-only' },
  async ({ page }) => {
    await open(page, `${YOGA}?page=4013`);
    await expect(pageHeading(page)).toHaveText('Übungsplan zum Ausdrucken');
    await expect(
      page.getByRole('link', { name: 'Datei herunterladen: Uebungsplan-Woche-1-4.txt' }),
    ).toBeVisible();
    if (isPhone(page)) {
      await expect(page.getByRole('navigation', { name: 'Inhalte' })).toBeHidden();
      await page.getByRole('button', { name: /Seite wählen/ }).click();
      const list = page.getByRole('listbox');
      // The dropdown's list is at most 380 px high (transactions §9).
      await expect(list.locator('xpath=..')).toHaveCSS('max-height', '380px');
      await list.getByRole('option', { name: '5. Atemübung zum Mitmachen' }).click();
    } else {
      await expect(page.getByRole('button', { name: /Seite wählen/ })).toBeHidden();
      await page
        .getByRole('navigation', { name: 'Inhalte' })
        .getByRole('link', { name: /Atemübung zum Mitmachen/ })
        .click();
    }
    await expectRoomPage(page, 5);
    await expect(pageHeading(page)).toBeFocused();
    // The breathing timer is not an iframe: it runs in the sandboxed frame, not in our page.
    const sandbox = page.locator('iframe[sandbox]');
    await expect(sandbox).toHaveAttribute('title', 'Eingebetteter Inhalt: Atemübung zum Mitmachen');
    await expect(sandbox.contentFrame().getByText('Einatmen … 1 … 2 … 3 … 4')).toBeVisible();
    await expect(page.locator('.atem-timer')).toHaveCount(0);

    await open(page, `${YOGA}?page=12`);
    await expect(page.getByRole('alert')).toHaveText(
      'Diese Seite gibt es hier nicht. Wir zeigen dir die erste Seite.',
    );
    await expect(pageHeading(page)).toHaveText('Willkommen');
  },
);

test('the room by keyboard alone: next, the page list, restart', async ({ page }) => {
  await open(page, YOGA);
  await tabTo(page, page.getByRole('button', { name: /^Nächste Seite/ }));
  await page.keyboard.press('Enter');
  await expectRoomPage(page, 2);
  await expect(pageHeading(page)).toBeFocused();
  if (isPhone(page)) {
    // The dropdown opens on Enter with the current page chosen; arrows move, Enter picks.
    await tabTo(page, page.getByRole('button', { name: /Seite wählen/ }), {
      limit: 10,
      backwards: true,
    });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: '2. Einheit 1: Ankommen' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  } else {
    const list = page.getByRole('navigation', { name: 'Inhalte' });
    // The page list comes before the page: back from the page's heading.
    await tabTo(page, list.getByRole('link', { name: /Einheit 2: Rücken stärken/ }), {
      limit: 10,
      backwards: true,
    });
    await page.keyboard.press('Enter');
  }
  await expectRoomPage(page, 4);
  await expect(pageHeading(page)).toBeFocused();
  await open(page, `${YOGA}?page=${YOGA_PAGES.length}`);
  await tabTo(page, page.getByRole('button', { name: 'Von vorn beginnen' }));
  await page.keyboard.press('Enter');
  await expectRoomPage(page, 1);
  await expect(pageHeading(page)).toBeFocused();
});

test('an expired room says so', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'kurse-scenario', value: 'room-expired', url: baseURL ?? '' }]);
  await open(page, YOGA);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kursraum');
  await expect(page.getByRole('alert')).toHaveText(
    'Dein Zugang zu diesen Inhalten ist abgelaufen.',
  );
  await expect(pageHeading(page)).toHaveCount(0);
});

test('a room that needs a session shows the login form, then opens after logging in', async ({
  page,
}) => {
  await open(page, SINGEN);
  const main = page.getByRole('main');
  await expect(main.getByText('Bitte melde dich an, um diese Inhalte zu sehen.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
    'href',
    '/me/password-reset',
  );
  await main.getByLabel('E-Mail-Adresse').fill(DEMO.email);
  await main.getByLabel('Passwort').fill(DEMO.password);
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Singen & Bewegen – Liederraum' }),
  ).toBeVisible();
  await expect(pageHeading(page)).toHaveText('Guten-Morgen-Lied');
  await expect(page.getByRole('main').locator('iframe').first()).toHaveAttribute(
    'src',
    /^https:\/\/player\.vimeo\.com\/video\/76979871/,
  );
});
