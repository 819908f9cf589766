import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failRequests } from '../../../core/test';
import { kurseOf, logInDemo, storyServices, storySetup } from '../../../core/test';
import { OnDemandTab } from './OnDemandTab';
import { answerOldestFirst, keepBookings } from './story-backend';
import { TabOfCustomer } from './story-tab';

/**
 * The on-demand tab of the profile with the demo customer's on-demand bookings (valid, expired,
 * unlimited), loaded from the demo backend; the app's clock is the story clock, 23.11.2026.
 * Spec: discovery §2 Customer profile (On-demand tab); transactions §2 Profile tabs.
 */
const meta = {
  ...storyServices,
  title: 'Features/Account/OnDemandTab',
  component: OnDemandTab,
  args: { load: { status: 'loading' } },
  argTypes: { load: { control: false } },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'w768' } },
} satisfies Meta<typeof OnDemandTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const fromBackend = () => <TabOfCustomer tab={OnDemandTab} />;

/** Logs in the demo customer with only the given seed bookings left. */
const withBookings = (...ids: number[]) =>
  storySetup(async (kurse) => {
    keepBookings(kurse, ids);
    await logInDemo(kurse);
  });

/** While the bookings load: the named loader, no list. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Deine On-Demand-Inhalte werden geladen …' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * All on-demand bookings of the demo customer, newest first (the answer comes oldest first here);
 * the booking paying a license without on-demand data is not among them.
 */
export const All: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    answerOldestFirst(kurse);
  }),
  render: fromBackend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Gut schlafen – Babyschlaf verstehen',
      'Yoga für Zuhause – Videokurs',
      'Beikost-Workshop (online)',
      'Singen & Bewegen – Videokurs',
    ]);
    await expect(canvas.getAllByRole('link', { name: 'Inhalte ansehen' })).toHaveLength(3);
    await expect(canvas.getAllByText(/abgelaufen/)).toHaveLength(1);
  },
};

/** Valid for 30 days, until 13.12.2026: the date and the room link, which opens the room. */
export const Valid: Story = {
  parameters: withBookings(20008),
  render: fromBackend,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const item = within(
      await canvas.findByRole('article', { name: 'Yoga für Zuhause – Videokurs' }),
    );
    await expect(item.getByText('Videokurs')).toBeVisible();
    await expect(item.getByText('Gültig bis 13.12.2026')).toBeVisible();
    const room = item.getByRole('link', { name: 'Inhalte ansehen' });
    await expect(room).toHaveAttribute('href', '/yogamama-muenchen/rooms/401/rt_yoga_7f3a9c21');
    await userEvent.click(room);
    await expect(kurseOf(context).navigations).toEqual([
      '/yogamama-muenchen/rooms/401/rt_yoga_7f3a9c21',
    ]);
  },
};

/** Valid for 7 days, until 31.10.2026, which is past: the date and the expired text, no link. */
export const Expired: Story = {
  parameters: withBookings(20009),
  render: fromBackend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(await canvas.findByRole('article', { name: 'Beikost-Workshop (online)' }));
    await expect(item.getByText('Video-Workshop')).toBeVisible();
    await expect(item.getByText('Gültig bis 31.10.2026')).toBeVisible();
    await expect(item.getByText('Dein Zugang zu diesen Inhalten ist abgelaufen.')).toBeVisible();
    await expect(item.queryByRole('link')).toBeNull();
  },
};

/** Unlimited (validDays 0): no date, the room link. */
export const Unlimited: Story = {
  parameters: withBookings(20010),
  render: fromBackend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(
      await canvas.findByRole('article', { name: 'Singen & Bewegen – Videokurs' }),
    );
    await expect(item.queryByText(/Gültig bis/)).toBeNull();
    await expect(item.getByRole('link', { name: 'Inhalte ansehen' })).toHaveAttribute(
      'href',
      '/elternwissen-online/rooms/404/rt_singen_4d6b3e88',
    );
  },
};

/** Bookings, but none with on-demand data: the empty text. */
export const Empty: Story = {
  parameters: withBookings(20001, 20003, 20015),
  render: fromBackend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Du hast noch keine On-Demand-Inhalte gebucht.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The list fails to load (network error): the message; retrying by keyboard loads it. */
export const LoadFailed: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    failRequests(kurse, /\/customers\/bookings/, 1);
  }),
  render: fromBackend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Das konnten wir gerade nicht laden. Bitte versuch es noch einmal.',
    );
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findAllByRole('article')).toHaveLength(4);
  },
};

/** In English: a valid and an expired entry. */
export const English: Story = {
  parameters: withBookings(20008, 20009),
  globals: { locale: 'en' },
  render: fromBackend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const valid = within(
      await canvas.findByRole('article', { name: 'Yoga für Zuhause – Videokurs' }),
    );
    await expect(valid.getByText('Valid until 13/12/2026')).toBeVisible();
    await expect(valid.getByRole('link', { name: 'View content' })).toBeVisible();
    const expired = within(canvas.getByRole('article', { name: 'Beikost-Workshop (online)' }));
    await expect(expired.getByText('Your access to this content has expired.')).toBeVisible();
  },
};
