/**
 * Every page of the shell: the heading, the document language and title in German at both widths
 * (the projects) and in English on the phone, taken over from the server without an error; no WCAG 2.2 AA violation (axe) in German at both
 * widths. Axe checks structure, names, roles and contrast, which the language does not change (an
 * English text missing from the catalogue fails the i18n package's tests), so the English pages
 * are not checked twice. Journeys (auth.spec, frame.spec) do not repeat this matrix.
 *
 * The pages are checked at rest, as a visitor who asks for reduced motion sees them: axe measures
 * contrast on what is drawn, and a dialog or message still fading in is drawn lighter than it is.
 * (On two cores, the maps' fly-to animations also took the other test's core.) The journeys run
 * with motion.
 */
import { expect, test } from './test';
import { DEMO, PROVIDERS, logIn, open, storeDemoSession } from './app';
import { expectNoAxeViolations } from './axe';

interface PageCase {
  name: string;
  path: string;
  heading: { de: string; en: string };
  /** The level of the page's main heading: 2 for a page shown as a modal (its dialog's title). */
  headingLevel?: 1 | 2;
  title: { de: string; en: string };
  /** Runs before the page is opened (a scenario cookie). */
  scenario?: string;
  /** The demo customer's session is stored before the page opens. */
  loggedIn?: boolean;
}

const profile = (name: string, path: string): PageCase => ({
  name,
  path,
  loggedIn: true,
  heading: { de: DEMO.name, en: DEMO.name },
  title: { de: 'Mein Profil – Kurse', en: 'My profile – Kurse' },
});

const S = PROVIDERS.standard;

/** A page whose heading is content from the API, the same in both languages (title: heading). */
const same = (name: string, path: string, heading: string): PageCase => ({
  name,
  path,
  heading: { de: heading, en: heading },
  title: { de: `${heading} – Kurse`, en: `${heading} – Kurse` },
});

const ROOM = '/yogamama-muenchen/rooms/401/rt_yoga_7f3a9c21';
/** The room's heading: its name from the API and the page's word for it. */
const ROOM_NAME = 'Yoga für Zuhause – Kursraum';

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
  profile('profile, bookings', '/me'),
  profile('profile, on demand', '/me/on-demand'),
  profile('profile, contracts', '/me/contracts'),
  profile('profile, one contract', '/me/contracts/30002'),
  profile('profile, providers', '/me/providers'),
  profile('profile, account', '/me/account'),
  {
    name: 'new contract (modal)',
    path: `/me/contracts/7001/confirm?from=${encodeURIComponent(`/${S.slug}/courses/103`)}&courseId=103&eventId=1031`,
    heading: { de: 'Seepferdchen-Kurs in 4 Raten', en: 'Seepferdchen-Kurs in 4 Raten' },
    headingLevel: 2,
    title: {
      de: 'Seepferdchen-Kurs in 4 Raten – Kurse',
      en: 'Seepferdchen-Kurs in 4 Raten – Kurse',
    },
  },
  {
    name: 'new contract, product load failed',
    path: '/me/contracts/7001/confirm',
    scenario: 'product-server-error',
    heading: {
      de: 'Das Angebot kann gerade nicht geladen werden',
      en: "The offer can't be loaded right now",
    },
    headingLevel: 2,
    title: { de: 'Abo abschließen – Kurse', en: 'Subscribe – Kurse' },
  },
  {
    name: 'contract success',
    path: '/me/contracts/7001/30001/success',
    loggedIn: true,
    heading: { de: 'Geschafft!', en: 'All done!' },
    title: { de: 'Geschafft! – Kurse', en: 'All done! – Kurse' },
  },
  {
    name: 'contract failure',
    path: '/me/contracts/7001/30001/cancel',
    loggedIn: true,
    heading: { de: 'Das hat leider nicht geklappt', en: "Sorry, that didn't work" },
    title: {
      de: 'Das hat leider nicht geklappt – Kurse',
      en: "Sorry, that didn't work – Kurse",
    },
  },
  {
    name: 'e-mail confirmed',
    path: '/me/confirm/success',
    heading: { de: 'Deine E-Mail-Adresse ist bestätigt', en: 'Your email address is confirmed' },
    title: {
      de: 'Deine E-Mail-Adresse ist bestätigt – Kurse',
      en: 'Your email address is confirmed – Kurse',
    },
  },
  {
    name: 'e-mail confirmation failed',
    path: '/me/confirm/error',
    heading: { de: 'Das hat nicht geklappt', en: "That didn't work" },
    title: { de: 'Das hat nicht geklappt – Kurse', en: "That didn't work – Kurse" },
  },
  {
    name: 'password reset',
    path: '/me/password-reset',
    heading: { de: 'Passwort zurücksetzen', en: 'Reset password' },
    title: { de: 'Passwort zurücksetzen – Kurse', en: 'Reset password – Kurse' },
  },
  {
    name: 'password edit',
    path: '/me/password-edit/reset-4',
    heading: { de: 'Neues Passwort festlegen', en: 'Choose a new password' },
    title: { de: 'Neues Passwort festlegen – Kurse', en: 'Choose a new password – Kurse' },
  },
  {
    name: 'provider',
    path: `/${PROVIDERS.standard.slug}`,
    heading: { de: PROVIDERS.standard.name, en: PROVIDERS.standard.name },
    title: { de: `${PROVIDERS.standard.name} – Kurse`, en: `${PROVIDERS.standard.name} – Kurse` },
  },
  {
    name: 'external provider',
    path: '/robotik-akademie-muenster',
    heading: { de: 'Robotik-Akademie Münster', en: 'Robotik-Akademie Münster' },
    title: { de: 'Robotik-Akademie Münster – Kurse', en: 'Robotik-Akademie Münster – Kurse' },
  },
  {
    name: 'offers',
    path: `/${PROVIDERS.standard.slug}/courses`,
    heading: { de: 'Alle Angebote', en: 'All offers' },
    title: { de: 'Alle Angebote – Kurse', en: 'All offers – Kurse' },
  },
  {
    name: 'course with a protected event',
    path: `/${PROVIDERS.standard.slug}/courses/103`,
    heading: { de: 'Seepferdchen-Kurs', en: 'Seepferdchen-Kurs' },
    title: { de: 'Seepferdchen-Kurs – Kurse', en: 'Seepferdchen-Kurs – Kurse' },
  },
  {
    name: 'course with a waiting list',
    path: '/ballettschule-spitzentanz/courses/117',
    heading: { de: 'Ballett Grundstufe', en: 'Ballett Grundstufe' },
    title: { de: 'Ballett Grundstufe – Kurse', en: 'Ballett Grundstufe – Kurse' },
  },
  {
    name: 'event booking (modal over the course)',
    path: `/${PROVIDERS.standard.slug}/courses/101/1011`,
    heading: {
      de: `Babyschwimmen bei ${PROVIDERS.standard.name}`,
      en: `Babyschwimmen with ${PROVIDERS.standard.name}`,
    },
    headingLevel: 2,
    title: { de: 'Babyschwimmen – Kurse', en: 'Babyschwimmen – Kurse' },
  },
  {
    name: 'course card preview',
    path: `/${PROVIDERS.standard.slug}/courses/101/course-card-preview`,
    heading: { de: 'Babyschwimmen', en: 'Babyschwimmen' },
    title: { de: 'Babyschwimmen – Kurse', en: 'Babyschwimmen – Kurse' },
  },
  {
    name: 'provider preview, nothing found',
    path: '/preview/gibt-es-nicht.example',
    heading: { de: 'Leider nichts gefunden :(', en: 'Sorry, nothing found :(' },
    title: { de: 'Leider nichts gefunden :( – Kurse', en: 'Sorry, nothing found :( – Kurse' },
  },
  {
    name: 'blog',
    path: `/${S.slug}/blog`,
    heading: { de: 'Blog', en: 'Blog' },
    title: { de: `Blog von ${S.name} – Kurse`, en: `Blog of ${S.name} – Kurse` },
  },
  {
    name: 'blog, card template',
    path: '/familienzentrum-sonnenschein/blog',
    heading: { de: 'Blog', en: 'Blog' },
    title: {
      de: 'Blog von Familienzentrum Sonnenschein – Kurse',
      en: 'Blog of Familienzentrum Sonnenschein – Kurse',
    },
  },
  same(
    'post',
    `/${S.slug}/blog/neues-lehrschwimmbecken-in-neukoelln`,
    'Neu: Kurse im Stadtbad Neukölln',
  ),
  same(
    'post, card template',
    '/familienzentrum-sonnenschein/blog/krabbeltreff-am-freitag',
    'Krabbeltreff am Freitag',
  ),
  {
    name: 'provider terms',
    path: `/${S.slug}/terms`,
    heading: { de: `AGB von ${S.name}`, en: `Terms and conditions of ${S.name}` },
    title: { de: `AGB von ${S.name} – Kurse`, en: `Terms and conditions of ${S.name} – Kurse` },
  },
  {
    name: 'provider privacy policy',
    path: `/${S.slug}/privacy_policy`,
    heading: { de: `Datenschutzerklärung von ${S.name}`, en: `Privacy policy of ${S.name}` },
    title: {
      de: `Datenschutzerklärung von ${S.name} – Kurse`,
      en: `Privacy policy of ${S.name} – Kurse`,
    },
  },
  same('room', ROOM, ROOM_NAME),
  same('room, sandboxed embed', `${ROOM}?page=5`, ROOM_NAME),
  {
    name: 'room, login',
    path: '/elternwissen-online/rooms/404/rt_singen_4d6b3e88',
    heading: { de: 'Kursraum', en: 'Course room' },
    title: { de: 'Kursraum – Kurse', en: 'Course room – Kurse' },
  },
  {
    name: 'room expired',
    path: ROOM,
    scenario: 'room-expired',
    heading: { de: 'Kursraum', en: 'Course room' },
    title: { de: 'Kursraum – Kurse', en: 'Course room – Kurse' },
  },
  {
    name: 'search',
    path: '/search?term=schwimm',
    heading: { de: 'Suche', en: 'Search' },
    title: { de: 'Suche – Kurse', en: 'Search – Kurse' },
  },
  {
    name: 'search assistant',
    path: '/search?assistant=1',
    heading: { de: 'Suche', en: 'Search' },
    title: { de: 'Suche – Kurse', en: 'Search – Kurse' },
  },
  {
    name: 'map search',
    path: '/search-map?address=K%C3%B6ln&lat=50.9375&lng=6.9603&zoom=13',
    heading: { de: 'Kartensuche', en: 'Map search' },
    title: { de: 'Kartensuche – Kurse', en: 'Map search – Kurse' },
  },
  {
    name: 'franchise',
    path: '/loves/kinderturnwelt',
    heading: { de: 'Kinderturnwelt', en: 'Kinderturnwelt' },
    title: { de: 'Kinderturnwelt – Kurse', en: 'Kinderturnwelt – Kurse' },
  },
  {
    name: 'franchise map',
    path: '/loves/kinderturnwelt/map',
    heading: {
      de: 'Alle Standorte auf der Karte – Kinderturnwelt',
      en: 'All locations on the map – Kinderturnwelt',
    },
    title: {
      de: 'Alle Standorte auf der Karte – Kinderturnwelt – Kurse',
      en: 'All locations on the map – Kinderturnwelt – Kurse',
    },
  },
  {
    name: 'franchise schedule',
    path: '/loves/kinderturnwelt/schedule',
    heading: { de: 'Kursplan', en: 'Timetable' },
    title: { de: 'Kursplan – Kinderturnwelt – Kurse', en: 'Timetable – Kinderturnwelt – Kurse' },
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
    test.use({ locale: locale === 'de' ? 'de-DE' : 'en-GB', reducedMotion: 'reduce' });

    // German, the site's first language, at both widths; English on the phone, where most
    // visitors are (the layout does not change with the language, the texts do).
    const tag = locale === 'en' ? ['@phone-only'] : [];
    for (const entry of pages) {
      test(
        locale === 'de' ? `${entry.name} passes axe` : `${entry.name} is in English`,
        { tag },
        async ({ page, context, baseURL }) => {
          // The browser takes the server's page over without an error (a hydration mismatch
          // is reported as one; server-rendering.spec.ts shows the check sees it).
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          if (entry.scenario) {
            await context.addCookies([
              { name: 'kurse-scenario', value: entry.scenario, url: baseURL ?? '' },
            ]);
          }
          if (entry.loggedIn) await storeDemoSession(page);
          await open(page, entry.path);
          // Logged in, the profile's tabs start loading with the heading; checked once they have.
          if (entry.loggedIn) await expect(page.getByRole('progressbar')).toHaveCount(0);
          const level = entry.headingLevel ?? 1;
          const name = entry.heading[locale];
          await expect(page.getByRole('heading', { level, name, exact: true })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page).toHaveTitle(entry.title[locale]);
          if (locale === 'de') await expectNoAxeViolations(page);
          expect(errors).toEqual([]);
        },
      );
    }
  });
}

test.describe('de, logged in', () => {
  test.use({ locale: 'de-DE', reducedMotion: 'reduce' });

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
