import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, kurseOf, storyServices, storySetup } from '../../core/test';
import { LoginDropdown } from './LoginDropdown';

const meta = {
  ...storyServices,
  title: 'Features/Frame/LoginDropdown',
  component: LoginDropdown,
} satisfies Meta<typeof LoginDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Anmelden' }));
  return screen.findByRole('dialog', { name: 'Anmelden' });
};

export const Closed: Story = {};

/** Open: the login form, the forgot-password link and the sign-up link. */
export const Open: Story = {
  play: async ({ canvasElement, loaded }) => {
    const dialog = within(await open(canvasElement));
    await expect(kurseOf({ loaded }).services.stores.ui.loginOpen).toBe(true);
    // The dropdown fades in (its opacity starts at 0): wait until it shows.
    await waitFor(() => expect(dialog.getByLabelText(/E-Mail-Adresse/)).toBeVisible());
    await expect(dialog.getByLabelText(/Passwort/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/me/password-reset',
    );
    await expect(dialog.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute(
      'href',
      '/me',
    );
  },
};

/** A failed login: the message in the dropdown, both fields marked, the e-mail kept. */
export const LoginFailed: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('login-failed')),
  play: async ({ canvasElement }) => {
    const dialog = within(await open(canvasElement));
    const email = dialog.getByLabelText(/E-Mail-Adresse/);
    const password = dialog.getByLabelText(/Passwort/);
    await userEvent.type(email, DEMO.email);
    await userEvent.type(password, 'falsches-passwort{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'E-Mail-Adresse oder Passwort stimmen nicht.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue(DEMO.email);
    // Still open (and shown, once any re-render's fade has settled).
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};

/** The sign-up link asks the profile for the signup view and closes the dropdown. */
export const SignupLink: Story = {
  play: async ({ canvasElement, loaded }) => {
    const kurse = kurseOf({ loaded });
    const dialog = within(await open(canvasElement));
    await userEvent.click(dialog.getByRole('link', { name: 'Jetzt registrieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(kurse.services.stores.ui.authView).toBe('signup');
    await expect(kurse.navigations).toEqual(['/me']);
  },
};

/** Escape closes the dropdown and gives focus back to the button. */
export const KeyboardClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anmelden' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // Focus moves into the dropdown a frame after it opens, and back to the button a frame after
    // it closes: wait for each, as a keyboard user would.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log in' }));
    // The dropdown fades in (its opacity starts at 0): wait until it shows.
    await waitFor(() =>
      expect(dialog.getByRole('link', { name: 'Forgotten your password?' })).toBeVisible(),
    );
  },
};
