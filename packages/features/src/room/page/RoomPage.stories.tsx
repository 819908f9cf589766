import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdRequests } from '../../core/test';
import {
  DEMO,
  kurseOf,
  loadProvider,
  logInDemo,
  storyServices,
  storySetup,
  type StoryKurse,
} from '../../core/test';
import { RoomPage } from './RoomPage';

const YOGA = { slug: 'yogamama-muenchen', id: '401', roomToken: 'rt_yoga_7f3a9c21' };
const SINGEN = { slug: 'elternwissen-online', id: '404', roomToken: 'rt_singen_4d6b3e88' };
const ROOM_PATH = `/${YOGA.slug}/rooms/${YOGA.id}/${YOGA.roomToken}`;

/**
 * The on-demand room of the demo backend's seed: room 401 (text, video link, file, iframe and
 * other embeds, a scheduled and an unpublished page), room 404 (needs a session), and the error
 * scenarios of getRoom and lookupVideo. Spec: transactions §2 Room, §4 Room, §6, §7, §8.
 */
const meta = {
  ...storyServices,
  title: 'Pages/RoomPage',
  component: RoomPage,
  parameters: { layout: 'fullscreen', ...storySetup((kurse) => loadProvider(kurse, YOGA.slug)) },
  globals: { viewport: { value: 'w1280' } },
  args: { params: YOGA, search: '' },
} satisfies Meta<typeof RoomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider loaded (the back link) and a scenario of the demo backend enabled. */
const withScenario = (name: string) =>
  storySetup(async (kurse: StoryKurse) => {
    await loadProvider(kurse, YOGA.slug);
    kurse.mock.scenarios.enable(name);
  });

/** The page heading once the room has loaded. */
const pageHeading = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 2, name }, { timeout: 5000 });

/**
 * The demo customer books and pays the 30-day yoga room today (the story's clock: 23.11.2026):
 * the room's header says what the on-demand tab says for that booking, 30 days on.
 */
export const FreshBookingValidity: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    await loadProvider(kurse, YOGA.slug);
    const user = kurse.services.stores.session.user;
    if (!user) throw new Error('The demo login failed.');
    const yoga = kurse.mock.db.courses
      .flatMap((c) => c.course.events ?? [])
      .find((e) => e.id === 1151);
    const created = await kurse.services.api.POST('/bookings', {
      body: {
        booking: {
          eventId: 1151,
          priceOptionId: yoga?.priceOptions?.[0]?.id,
          participantsAttributes: [{ name: DEMO.name }],
        },
        customer: {
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          email: user.email ?? '',
          street: user.street ?? '',
          postalCode: user.postalCode ?? '',
          city: user.city ?? '',
          country: user.country ?? 'DE',
        },
      },
    });
    if (!created.ok) throw new Error(`The yoga booking was not created: ${created.error.code}`);
    const paid = await kurse.services.api.POST('/bookings/{id}/confirm', {
      params: { path: { id: created.data.id } },
      body: { paymentObject: { id: 'pi_story', status: 'succeeded' } },
    });
    if (!paid.ok || !paid.data.onDemand) throw new Error('The yoga booking was not paid.');
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await pageHeading(context.canvasElement, 'Willkommen');
    await expect(canvas.getByText('Gültig bis 23.12.2026')).toBeVisible();
    const mine = await kurseOf(context).services.api.GET('/customers/bookings');
    const fresh = mine.ok
      ? mine.data.bookings?.find((b) => b.event?.id === 1151 && b.paidAt)
      : null;
    await expect(fresh?.onDemand?.validUntil).toMatch(/^2026-12-23T/);
  },
};

/** While the room loads: the named loader, nothing of the room yet. */
export const Loading: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, YOGA.slug);
    holdRequests(kurse, /\/rooms\//);
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Inhalte werden geladen …')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/**
 * The first page on a wide screen: the room's name and validity, the side navigation with the
 * current page, the page's poster and text. Next goes to page 2: the address gets `?page=2` and
 * focus moves to the new page's heading.
 */
export const FirstPage: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Willkommen');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Yoga für Zuhause – Kursraum' }),
    ).toBeVisible();
    await expect(canvas.getByText('Gültig bis 13.12.2026')).toBeVisible();
    await expect(canvas.getByText('Seite 1 von 7')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Inhalte' }));
    await expect(nav.getAllByRole('link')).toHaveLength(7);
    await expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent('1.Willkommen');
    await expect(canvas.queryByRole('button', { name: /Vorherige Seite/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Seite wählen' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Nächste Seite/ }));
    const heading = await pageHeading(canvasElement, 'Einheit 1: Ankommen');
    await expect(kurseOf(context).navigations.at(-1)).toBe(`${ROOM_PATH}?page=2`);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent('2.Einheit 1');
  },
};

/** A link of the side navigation opens its page (by its address) and focuses its heading. */
export const SideNavigation: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await pageHeading(context.canvasElement, 'Willkommen');
    const nav = within(canvas.getByRole('navigation', { name: 'Inhalte' }));
    const link = nav.getByRole('link', { name: /Übungsplan zum Ausdrucken/ });
    await expect(link).toHaveAttribute('href', `${ROOM_PATH}?page=3`);
    await userEvent.click(link);
    const heading = await pageHeading(context.canvasElement, 'Übungsplan zum Ausdrucken');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(kurseOf(context).navigations.at(-1)).toBe(`${ROOM_PATH}?page=3`);
    const file = canvas.getByRole('link', {
      name: 'Datei herunterladen: Uebungsplan-Woche-1-4.txt',
    });
    await expect(file).toHaveAttribute('download', 'Uebungsplan-Woche-1-4.txt');
  },
};

/**
 * A phone: the dropdown instead of the side navigation, its list at most 380 px high; choosing a
 * page shows it, changes the address and focuses the page heading.
 */
export const PhoneDropdown: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Willkommen');
    await expect(canvas.queryByRole('navigation', { name: 'Inhalte' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Seite wählen/ }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const popover = list.closest<HTMLElement>('[data-trigger="Select"]') ?? list.parentElement;
    await expect(popover?.style.maxHeight).toBe('380px');
    await userEvent.click(
      within(list).getByRole('option', { name: '4. Einheit 2: Rücken stärken' }),
    );
    const heading = await pageHeading(canvasElement, 'Einheit 2: Rücken stärken');
    await expect(kurseOf(context).navigations.at(-1)).toBe(`${ROOM_PATH}?page=4`);
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The last page: no next button; restart goes back to the first page. */
export const LastPageRestart: Story = {
  args: { search: '?page=7' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await pageHeading(context.canvasElement, 'Bonus: Yoga mit Geschwisterkindern');
    await expect(canvas.queryByRole('button', { name: /Nächste Seite/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Von vorn beginnen' }));
    await pageHeading(context.canvasElement, 'Willkommen');
    await expect(kurseOf(context).navigations.at(-1)).toBe(`${ROOM_PATH}?page=1`);
  },
};

/** `?page=` naming no page: the page-not-found alert and the first page. */
export const PageNotFound: Story = {
  args: { search: '?page=99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Willkommen');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Diese Seite gibt es hier nicht. Wir zeigen dir die erste Seite.',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Nächste Seite/ }));
    await pageHeading(canvasElement, 'Einheit 1: Ankommen');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** `?page=` with a page id (4013) selects that page. */
export const PageById: Story = {
  args: { search: '?page=4013' },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Übungsplan zum Ausdrucken');
    await expect(within(canvasElement).getByText('Seite 3 von 7')).toBeVisible();
  },
};

/** Counts the requests for rooms (wraps the demo backend's fetch). */
function countRoomLoads(kurse: StoryKurse): { count: number } {
  const counter = { count: 0 };
  const answer = kurse.mock.fetch.bind(kurse.mock);
  kurse.mock.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (/\/rooms\//.test(url)) counter.count += 1;
    return answer(input, init);
  };
  return counter;
}

const roomLoads = new WeakMap<StoryKurse, { count: number }>();

/**
 * An unpublished page with a publish-at date: its date and time in Berlin, and the reload option,
 * which loads the room again and keeps the page.
 */
export const UnpublishedWithDate: Story = {
  args: { search: '?page=6' },
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, YOGA.slug);
    roomLoads.set(kurse, countRoomLoads(kurse));
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await pageHeading(context.canvasElement, 'Einheit 3: Beckenboden');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(
      'Diese Seite wird am 30.11.2026 um 10:00 Uhr freigeschaltet.',
    );
    const loads = roomLoads.get(kurseOf(context));
    await expect(loads?.count).toBe(1);
    await userEvent.click(within(status).getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(loads?.count).toBe(2));
    await expect(await pageHeading(context.canvasElement, 'Einheit 3: Beckenboden')).toBeVisible();
  },
};

/** An unpublished page without a date: the not-published-yet message, no reload. */
export const UnpublishedWithoutDate: Story = {
  args: { search: '?page=7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Bonus: Yoga mit Geschwisterkindern');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Diese Seite ist noch nicht veröffentlicht.',
    );
    await expect(canvas.queryByRole('button', { name: 'Neu laden' })).toBeNull();
  },
};

/** A page with a video link: the lookup's player iframe, inserted with its own attributes. */
export const Video: Story = {
  args: { search: '?page=2' },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Einheit 1: Ankommen');
    const frame = await within(canvasElement).findByTitle('Einheit 1: Ankommen');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?background=0&byline=0&transparent=1&responsive=1',
    );
    await expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    await expect(frame).not.toHaveAttribute('srcdoc');
  },
};

/** The video lookup answers 404: the video-not-found message instead of the player. */
export const VideoNotFound: Story = {
  args: { search: '?page=2' },
  parameters: withScenario('video-not-found'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Einheit 1: Ankommen');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Dieses Video haben wir nicht gefunden.',
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Any other lookup failure: the generic video message. */
export const VideoError: Story = {
  args: { search: '?page=2' },
  parameters: withScenario('video-error'),
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Einheit 1: Ankommen');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Das Video kann gerade nicht geladen werden.',
    );
  },
};

/** An embed code that is an iframe: the frame itself in our page, not a sandbox. */
export const IframeEmbed: Story = {
  args: { search: '?page=4' },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Einheit 2: Rücken stärken');
    const frame = canvasElement.querySelector<HTMLIFrameElement>(
      '[data-slot="embed-iframe"] iframe',
    );
    await expect(frame?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
    await expect(frame).toHaveAttribute('title', 'Einheit 2: Rücken stärken');
    await expect(frame).not.toHaveAttribute('sandbox');
    await expect(canvasElement.querySelector('[data-slot="embed-sandbox"]')).toBeNull();
  },
};

/**
 * Other embed code: rendered in a sandboxed frame (scripts, but no same origin), never in our
 * DOM; the frame takes the height its content reports.
 */
export const SandboxedEmbed: Story = {
  args: { search: '?page=5' },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement, 'Atemübung zum Mitmachen');
    const frame = canvasElement.querySelector<HTMLIFrameElement>('[data-slot="embed-sandbox"]');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    );
    await expect(frame).toHaveAttribute('title', 'Eingebetteter Inhalt: Atemübung zum Mitmachen');
    await expect(frame?.getAttribute('srcdoc')).toContain('class="atem-timer"');
    await expect(canvasElement.querySelector('.atem-timer')).toBeNull();
    await waitFor(() => expect(frame?.style.height).not.toBe('240px'));
  },
};

/**
 * A room that needs a session (401): the login form with the password-reset link; logging in
 * opens the room.
 */
export const SessionRequired: Story = {
  args: { params: SINGEN },
  parameters: storySetup((kurse) => loadProvider(kurse, SINGEN.slug)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Bitte melde dich an, um diese Inhalte zu sehen.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kursraum' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/me/password-reset',
    );
    await userEvent.type(canvas.getByLabelText(/E-Mail-Adresse/), DEMO.email);
    await userEvent.type(canvas.getByLabelText(/Passwort/), `${DEMO.password}{Enter}`);
    await pageHeading(canvasElement, 'Guten-Morgen-Lied');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Singen & Bewegen – Liederraum' }),
    ).toBeVisible();
  },
};

/** Access expired (410). */
export const Expired: Story = {
  parameters: withScenario('room-expired'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Dein Zugang zu diesen Inhalten ist abgelaufen.',
    );
  },
};

/** No content or not active yet (425). */
export const TooEarly: Story = {
  parameters: withScenario('room-too-early'),
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(
      'Diese Inhalte sind noch nicht freigeschaltet. Schau bald wieder vorbei!',
    );
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

/** Any other failure: the generic message with a retry, and the failure is reported. */
export const Failed: Story = {
  parameters: withScenario('room-error'),
  play: async (context) => {
    const alert = await within(context.canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Die Inhalte können gerade nicht geladen werden. Bitte versuch es später noch einmal.',
    );
    const { mock } = kurseOf(context);
    await waitFor(() => expect(mock.db.inbox.errorReports).toHaveLength(1));
    await expect(mock.db.inbox.errorReports[0]?.data).toMatchObject({
      source: 'room',
      status: 500,
      url: `/${YOGA.slug}/rooms/${YOGA.id}/redacted`,
    });
    mock.scenarios.disable('room-error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    await pageHeading(context.canvasElement, 'Willkommen');
  },
};
