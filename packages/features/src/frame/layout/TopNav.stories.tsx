import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DEMO,
  loadBooking,
  loadProvider,
  logInDemo,
  storyServices,
  storySetup,
} from '../../core/test';
import { TopNav } from './TopNav';

const PROVIDER = 'schwimmschule-seepferdchen';
/** Seed bookings of the demo customer: created two hours ago, and paid. */
const CREATED_BOOKING = 20003;
const PAID_BOOKING = 20001;

const meta = {
  ...storyServices,
  title: 'Features/Frame/TopNav',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'landing' },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Hauptnavigation' }));

/** Logged out: brand, search, language and the login button. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(bar.getByRole('link', { name: 'Kurse – zur Website' })).toHaveAttribute(
      'href',
      'https://www.kurse.example/',
    );
    await expect(bar.getByRole('link', { name: 'Suche' })).toHaveAttribute('href', '/search');
    await expect(bar.getByRole('button', { name: /English/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  },
};

/** Logged in: the profile link with first and last name instead of the login. */
export const LoggedIn: Story = {
  parameters: storySetup(logInDemo),
  play: async ({ canvasElement }) => {
    const bar = nav(canvasElement);
    await expect(bar.getByRole('link', { name: DEMO.name })).toHaveAttribute('href', '/me');
    await expect(bar.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  },
};

/** Keyboard only: tab to the login, Enter, type, Enter — the name shows and keeps the focus. */
export const KeyboardLogin: Story = {
  play: async ({ canvasElement }) => {
    const trigger = nav(canvasElement).getByRole('button', { name: 'Anmelden' });
    for (let i = 0; i < 6 && document.activeElement !== trigger; i++) await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    const email = within(dialog).getByLabelText(/E-Mail-Adresse/);
    for (let i = 0; i < 4 && document.activeElement !== email; i++) await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard(DEMO.email);
    await userEvent.tab();
    await userEvent.keyboard(`${DEMO.password}{Enter}`);
    const profile = await nav(canvasElement).findByRole('link', { name: DEMO.name });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(profile).toHaveFocus());
  },
};

/** A booking still open for payment: the highlighted link resumes it at its checkout. */
export const PendingBooking: Story = {
  parameters: {
    ...storySetup(async (kurse) => {
      await logInDemo(kurse);
      await loadBooking(kurse, CREATED_BOOKING);
    }),
  },
  play: async ({ canvasElement }) => {
    const link = nav(canvasElement).getByRole('link', { name: /Deine offene Buchung: / });
    await expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/[a-z0-9-]+/checkout/${CREATED_BOOKING}$`),
    );
  },
};

/** A paid booking is not pending: no link. */
export const PaidBooking: Story = {
  parameters: {
    ...storySetup(async (kurse) => {
      await logInDemo(kurse);
      await loadBooking(kurse, PAID_BOOKING);
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).queryByRole('link', { name: /offene Buchung/ })).toBeNull();
  },
};

/** On search (and map, franchise, profile, room) routes: back to the last provider. */
export const WithBackLink: Story = {
  args: { kind: 'search' },
  parameters: storySetup((kurse) => loadProvider(kurse, PROVIDER)),
  play: async ({ canvasElement }) => {
    await expect(
      nav(canvasElement).getByRole('link', { name: 'Zurück zu Schwimmschule Seepferdchen' }),
    ).toHaveAttribute('href', `/${PROVIDER}`);
  },
};

/** The landing page has no back link, even with a provider in memory. */
export const NoBackLinkOnLanding: Story = {
  parameters: WithBackLink.parameters,
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).queryByRole('link', { name: /Zurück zu/ })).toBeNull();
  },
};

export const English: Story = {
  ...PendingBooking,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    await expect(bar.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(bar.getByRole('link', { name: /Your open booking: / })).toBeVisible();
    await expect(bar.getByRole('button', { name: /Deutsch/ })).toBeVisible();
  },
};
