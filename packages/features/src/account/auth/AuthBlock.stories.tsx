import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { kurseOf, storyServices, storySetup } from '../../core/test';
import { AuthBlock } from './AuthBlock';

const meta = {
  ...storyServices,
  title: 'Features/Account/AuthBlock',
  component: AuthBlock,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AuthBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login first, with the forgot-password link and the call to become a member. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Anmelden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/me/password-reset',
    );
    await expect(canvas.getByRole('button', { name: 'Jetzt Mitglied werden' })).toBeVisible();
  },
};

/** "Jetzt Mitglied werden" switches to signup with the provider promo; focus goes to the heading. */
export const SwitchToSignup: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt Mitglied werden' }));
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Registrieren' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(kurseOf({ loaded }).services.stores.ui.authView).toBe('signup');
    const promo = canvas.getByRole('complementary', { name: 'Du bietest Kurse an?' });
    await expect(
      within(promo).getByRole('link', { name: /Anbieter-Registrierung/ }),
    ).toHaveAttribute('href', 'https://www.kurse.example/anbieter/registrieren');
    await userEvent.click(canvas.getByRole('button', { name: 'Zur Anmeldung' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Anmelden' })).toHaveFocus());
  },
};

/** Opened on the signup view (the login dropdown's sign-up link sets it). */
export const Signup: Story = {
  parameters: {
    ...storySetup(({ services }) => {
      services.stores.ui.authView = 'signup';
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Registrieren' })).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Konto anlegen' })).toBeVisible();
  },
};

export const English: Story = {
  ...Signup,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await expect(
      canvas.getByRole('complementary', { name: 'Do you offer courses?' }),
    ).toBeVisible();
  },
};
