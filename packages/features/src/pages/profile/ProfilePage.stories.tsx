import { clearStaleAnnouncements } from '@kurse/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, kurseOf, logInDemo, storyServices, storySetup } from '../../test/story-services';
import { ProfilePage } from './ProfilePage';

const meta = {
  ...storyServices,
  title: 'Pages/ProfilePage',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: the page title and the authentication block. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Anmelden' })).toBeVisible();
    await expect(document.title).toBe('Mein Profil – Kurse');
  },
};

/** Logging in on the page shows the profile. */
export const LogIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-Mail-Adresse/), DEMO.email);
    await userEvent.type(canvas.getByLabelText(/Passwort/), `${DEMO.password}{Enter}`);
    await expect(await canvas.findByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
  },
};

/** Logged in: the name, who is logged in, and the logout, which leads to the start page. */
export const LoggedIn: Story = {
  parameters: storySetup(logInDemo),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
    await expect(canvas.getByText(`Du bist angemeldet als ${DEMO.email}.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abmelden' }));
    const kurse = kurseOf({ loaded });
    await waitFor(() => expect(kurse.navigations).toEqual(['/']));
    await expect(kurse.services.stores.session.user).toBeNull();
    await expect(kurse.services.stores.session.token).toBeNull();
    // The pending logout button is gone with the session; RAC's announcement of it is stale.
    clearStaleAnnouncements();
  },
};

export const LoggedInEnglish: Story = {
  parameters: LoggedIn.parameters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`You're logged in as ${DEMO.email}.`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};
