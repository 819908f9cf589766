import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdRequests, releaseRequests } from '../../core/test';
import { DEMO, kurseOf, logInDemo, storyServices, storySetup } from '../../core/test';
import { PasswordResetPage } from './PasswordResetPage';

/**
 * Reset password against the demo backend (it accepts every well-formed address). Spec: discovery
 * §2 Confirmation and password pages, §4, §5 Reset password, §6, §8 Password reset failed.
 */
const meta = {
  ...storyServices,
  title: 'Pages/PasswordResetPage',
  component: PasswordResetPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PasswordResetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const RESET = /\/customers\/password/;
const email = (el: HTMLElement) => within(el).getByRole('textbox', { name: /E-Mail-Adresse/ });
const submit = (el: HTMLElement) => within(el).getByRole('button', { name: 'Link anfordern' });

/** Idle: heading (also the document title), intro, the required e-mail field, login and signup links. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' }),
    ).toBeVisible();
    await expect(document.title).toBe('Passwort zurücksetzen – Kurse');
    await expect(canvas.getByText(/Wir schicken dir einen Link/)).toBeVisible();
    await expect(email(canvasElement)).toBeRequired();
    await expect(email(canvasElement)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
      'href',
      '/me',
    );
    await expect(canvas.getByRole('link', { name: 'Neu hier? Registrieren' })).toBeVisible();
  },
};

/** Empty, then not an address: the field says which, keeps the focus, and nothing is sent. */
export const FieldError: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, RESET)),
  play: async ({ canvasElement }) => {
    const field = email(canvasElement);
    await userEvent.click(submit(canvasElement));
    await expect(field).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'julia.neumann{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    await expect(field).toHaveFocus();
    // A request would be held, leaving the button pending.
    await expect(submit(canvasElement)).not.toHaveAttribute('data-pending');
  },
};

/** Pending while sending; then the message replaces the form; the links stay. */
export const Success: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, RESET)),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.type(email(canvasElement), DEMO.email);
    await userEvent.click(submit(canvasElement));
    await expect(canvas.getByRole('button', { name: /Wird gesendet/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    releaseRequests(kurseOf(context));
    const message = await canvas.findByRole('status');
    await expect(message).toHaveTextContent(/der Link jetzt unterwegs/);
    await expect(document.activeElement).toContainElement(message);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  },
};

/** The server refuses (scenario password-reset-failed): the error box, the e-mail kept and marked. */
export const Failure: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('password-reset-failed')),
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), `${DEMO.email}{Enter}`);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Das Zurücksetzen hat nicht geklappt.');
    await expect(email(canvasElement)).toHaveValue(DEMO.email);
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvasElement)).toHaveAccessibleDescription(/nicht geklappt/);
  },
};

/**
 * Too many reset mails (scenario `account-rate-limited`: 429, `Retry-After: 1800`): the wait in
 * minutes instead of the error box, the e-mail kept and not marked.
 */
export const TooManyRequests: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('account-rate-limited')),
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), `${DEMO.email}{Enter}`);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Zu viele Anfragen. Bitte versuch es in 30 Minuten noch einmal – deine Eingaben bleiben erhalten.',
    );
    await expect(email(canvasElement)).toHaveValue(DEMO.email);
    await expect(email(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** "Sign up" opens the profile with the signup view. */
export const SignupLink: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    await expect(kurse.services.stores.ui.authView).toBe('login');
    const link = within(context.canvasElement).getByRole('link', { name: /Registrieren/ });
    await userEvent.click(link);
    await expect(kurse.navigations).toEqual(['/me']);
    await expect(kurse.services.stores.ui.authView).toBe('signup');
  },
};

/** "Log in" opens the profile with the login view, also when signup was shown last (by keyboard). */
export const LoginLink: Story = {
  parameters: storySetup(({ services }) => {
    services.stores.ui.authView = 'signup';
  }),
  play: async (context) => {
    const kurse = kurseOf(context);
    within(context.canvasElement).getByRole('link', { name: 'Zur Anmeldung' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(kurse.navigations).toEqual(['/me']);
    await expect(kurse.services.stores.ui.authView).toBe('login');
  },
};

/** Logged in (token and user): straight to the profile; the form never renders. Spec §6. */
export const LoggedInRedirect: Story = {
  parameters: storySetup(logInDemo),
  play: async (context) => {
    const kurse = kurseOf(context);
    await expect(kurse.services.stores.session.token).not.toBeNull();
    await waitFor(() => expect(kurse.navigations).toEqual(['/me']));
    await expect(context.canvasElement.querySelector('h1, form')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await expect(document.title).toBe('Reset password – Kurse');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), DEMO.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Request link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If there is an account with this address, the link is on its way.',
    );
    await expect(canvas.getByRole('link', { name: 'New here? Sign up' })).toBeVisible();
  },
};
