/**
 * Every fault of the API for the main read of every page type, and for booking create
 * (discovery §8, transactions §8): a 500, a gateway's 502 (HTML) and 503 (text), JSON that breaks
 * off, an empty and a wrongly shaped 200, a connection reset and an answer that never comes. Each
 * ends in the page's message from the catalogue with its way forward — never in an endless
 * "Wird geladen …" — and the retry shows the page once the API answers again; a booking keeps
 * everything typed and books on the next try.
 *
 * The demo backend forces the fault (`kurse-scenario=answer-500@getCourse`: that operation only,
 * so the session and the frame keep working), on the server's reads of a server-rendered page as
 * on the browser's. German browser, on the phone only (the width changes none of it).
 */
import { expect, test, type BrowserContext, type Locator, type Page } from './test';
import { PROVIDERS, storeDemoSession } from './app';
import { fillGuest } from './booking-steps';

test.use({ locale: 'de-DE' });

/** The faults that answer at once. */
const FAULTS = [
  'answer-500',
  'answer-502',
  'answer-503',
  'answer-garbled',
  'answer-empty',
  'answer-wrong-shape',
  'answer-reset',
] as const;

/** The fault that never answers: the page gives up after the client's time limit (15 s). */
const HANG = 'answer-hang';

/** The client's time limit (api-client DEFAULT_TIMEOUT_MS, 15 s) and room for a busy machine. */
const WITHIN_TIME_LIMIT = { timeout: 15_000 + 15_000 };

const S = PROVIDERS.standard.slug;

/** The error screen of a page that failed as a whole (discovery §2: reload and back). */
const PAGE_FAILED = 'Da ist etwas schiefgelaufen';
/** The message of a list or panel that failed inside a page that stands. */
const PART_FAILED = 'Bitte lade die Seite neu oder versuch es später noch einmal.';
/** The message of a profile list that failed (transactions §2 Profile tabs). */
const LIST_FAILED = 'Das konnten wir gerade nicht laden. Bitte versuch es noch einmal.';

interface PageType {
  name: string;
  path: string;
  /** The contract operation of the page's main read. */
  read: string;
  /** The demo customer's session is stored before the page opens. */
  loggedIn?: boolean;
  /** What the page shows when the read failed. */
  failed: (page: Page) => Locator;
  /** The way forward the page offers: the retry (or, by the spec, another way). */
  retry: (page: Page) => Promise<void>;
  /** What the page shows once it is loaded. */
  loaded: (page: Page) => Locator;
}

const button = (name: string) => (page: Page) =>
  page.getByRole('main').getByRole('button', { name }).click();
const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name });
const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first();

/** A page that failed as a whole: its error screen, retried by "Seite neu laden". */
const wholePage = (detail: string) => ({
  failed: (page: Page) =>
    page
      .getByRole('main')
      .filter({ has: page.getByRole('heading', { level: 1, name: PAGE_FAILED }) })
      .filter({ hasText: detail }),
  retry: button('Seite neu laden'),
});

/** A part that failed inside its page: the message, retried by its button. */
const inPage = (message = PART_FAILED, retry = 'Erneut versuchen') => ({
  failed: text(message),
  retry: button(retry),
});

const PAGES: PageType[] = [
  {
    name: 'search list',
    path: '/search?term=schwimm',
    read: 'searchAll',
    ...inPage(),
    loaded: text(/^\d+ Ergebnisse$/),
  },
  {
    name: 'map search',
    path: '/search-map?lat=50.9375&lng=6.9603&zoom=13',
    read: 'searchLocations',
    ...inPage(),
    loaded: text(/^\d+ (Ergebnisse|Orte)/),
  },
  {
    name: 'provider home',
    path: `/${S}`,
    read: 'getProvider',
    ...wholePage('Der Anbieter kann gerade nicht geladen werden.'),
    loaded: heading(PROVIDERS.standard.name),
  },
  {
    name: 'offers',
    path: `/${S}/courses`,
    read: 'listCourses',
    ...inPage(),
    loaded: text('Spielerische Wassergewöhnung mit Mama oder Papa'),
  },
  {
    name: 'course',
    path: `/${S}/courses/101`,
    read: 'getCourse',
    ...wholePage(PART_FAILED),
    loaded: heading('Babyschwimmen'),
  },
  {
    name: 'event',
    path: `/${S}/courses/101/1011`,
    read: 'getCourse',
    ...wholePage(PART_FAILED),
    loaded: (page) => page.getByRole('form', { name: 'Buchen' }),
  },
  {
    name: 'course card preview',
    path: `/${S}/courses/101/course-card-preview`,
    read: 'getCourse',
    ...inPage(),
    loaded: text('Spielerische Wassergewöhnung mit Mama oder Papa'),
  },
  {
    name: 'franchise',
    path: '/loves/kinderturnwelt',
    read: 'getFranchise',
    ...wholePage('Die Seite kann gerade nicht geladen werden.'),
    loaded: heading('Kinderturnwelt'),
  },
  {
    // Discovery §8: a failed schedule shows not found; its way forward is the start page, and a
    // reload once the API answers shows the schedule.
    name: 'franchise schedule',
    path: '/loves/kinderturnwelt/schedule',
    read: 'getFranchiseSchedule',
    failed: (page) =>
      page
        .getByRole('main')
        .filter({ has: page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }) })
        .filter({ has: page.getByRole('link', { name: 'Zur Startseite' }) }),
    retry: async (page) => {
      await page.reload();
    },
    loaded: heading('Kursplan'),
  },
  {
    name: 'blog',
    path: `/${S}/blog`,
    read: 'listProviderPosts',
    ...inPage(),
    loaded: text('Schwimmbrille: ja oder nein?'),
  },
  {
    name: 'blog post',
    path: `/${S}/blog/schwimmbrille-ja-oder-nein`,
    read: 'getProviderPost',
    ...wholePage(PART_FAILED),
    loaded: heading('Schwimmbrille: ja oder nein?'),
  },
  {
    name: 'provider terms',
    path: `/${S}/terms`,
    read: 'getProviderTerms',
    ...inPage(),
    loaded: text('Die Anmeldung ist verbindlich, sobald die Buchung bestätigt ist.'),
  },
  {
    name: 'profile bookings',
    path: '/me/on-demand',
    read: 'listCustomerBookings',
    loggedIn: true,
    ...inPage(LIST_FAILED),
    loaded: (page) => page.getByRole('article', { name: 'Yoga für Zuhause – Videokurs' }),
  },
  {
    name: 'profile contracts',
    path: '/me/contracts',
    read: 'listContracts',
    loggedIn: true,
    ...inPage(LIST_FAILED),
    loaded: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /Kinderturnen/ })
        .first(),
  },
  {
    name: 'checkout',
    path: '/toepferwerkstatt-tonart/checkout/20005',
    read: 'getBooking',
    loggedIn: true,
    ...inPage('Die Buchung konnte nicht geladen werden.'),
    loaded: text('Danke! Deine Zahlung ist eingegangen und wird bearbeitet'),
  },
  {
    name: 'room',
    path: '/yogamama-muenchen/rooms/401/rt_yoga_7f3a9c21',
    read: 'getRoom',
    loggedIn: true,
    ...inPage(
      'Die Inhalte können gerade nicht geladen werden. Bitte versuch es später noch einmal.',
      'Neu laden',
    ),
    loaded: heading('Yoga für Zuhause – Kursraum'),
  },
];

const force = (context: BrowserContext, scenario: string, url: string) =>
  context.addCookies([{ name: 'kurse-scenario', value: scenario, url }]);

/**
 * Opens the page with `fault` forced on its main read, expects its message and nothing loading
 * for ever, then lets the API answer again and expects the retry to show the page.
 */
async function failAndRetry(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  type: PageType,
  fault: string,
) {
  await force(context, `${fault}@${type.read}`, baseURL);
  await page.goto(type.path);
  await expect(type.failed(page)).toBeVisible(WITHIN_TIME_LIMIT);
  await expect(page.getByText('Wird geladen …')).toHaveCount(0);
  await context.clearCookies({ name: 'kurse-scenario' });
  await type.retry(page);
  await expect(type.loaded(page)).toBeVisible(WITHIN_TIME_LIMIT);
  await expect(type.failed(page)).toHaveCount(0);
}

for (const type of PAGES) {
  test(`${type.name}: each fault of its main read shows the message, and the retry loads the page`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(FAULTS.length * 15_000);
    if (type.loggedIn) await storeDemoSession(page);
    for (const fault of FAULTS) {
      await test.step(fault, () => failAndRetry(page, context, baseURL ?? '', type, fault));
    }
  });

  test(`${type.name}: a main read that never answers ends in the message, and the retry loads the page`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow(true, 'waits out the client’s time limit');
    if (type.loggedIn) await storeDemoSession(page);
    await failAndRetry(page, context, baseURL ?? '', type, HANG);
  });
}

test('booking create: each fault shows the message, keeps what was typed, and the next try books', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/kleine-koeche-frankfurt/courses/121/1211?priceOption=12111');
  const form = page.getByRole('form', { name: 'Buchen' });
  await fillGuest(form);
  await form.getByRole('textbox', { name: 'Person 1' }).fill('Mia Schmidt');
  await form.getByText(/Ich habe die AGB/).click();
  const typed = await form
    .getByRole('textbox')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  const submit = form.getByRole('button', { name: 'Zahlungspflichtig buchen' });
  const message = form.getByText(
    'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
  );
  for (const fault of [...FAULTS, HANG]) {
    await test.step(fault, async () => {
      await force(context, `${fault}@createBooking`, baseURL ?? '');
      await submit.click();
      await expect(message).toBeVisible(WITHIN_TIME_LIMIT);
      await expect(page.getByText('Deine Buchung wird angelegt …')).toHaveCount(0);
      await expect(submit).toBeEnabled();
      const kept = await form
        .getByRole('textbox')
        .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
      expect(kept).toEqual(typed);
      await expect(form.getByRole('checkbox', { name: /Ich habe die AGB/ })).toBeChecked();
    });
  }
  await context.clearCookies({ name: 'kurse-scenario' });
  await submit.click();
  await expect(page).toHaveURL(/\/kleine-koeche-frankfurt\/checkout\/\d+$/);
});
