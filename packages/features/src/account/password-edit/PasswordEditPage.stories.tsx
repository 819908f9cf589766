import { FIXTURES } from '@kurse/api-mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdRequests, releaseRequests } from '../../core/test';
import { kurseOf, logInDemo, storyServices, storySetup, type StoryKurse } from '../../core/test';
import { PasswordEditPage } from './PasswordEditPage';

const CUSTOMER = FIXTURES.customers.noBookings;

/**
 * Edit password against the demo backend, whose reset token of a customer is `reset-<id>`; it
 * refuses an unknown token and a confirmation that differs. Spec: discovery §2 Confirmation and
 * password pages, §4, §5 Edit password, §6, §8 Edit password failed.
 */
const meta = {
  ...storyServices,
  title: 'Pages/PasswordEditPage',
  component: PasswordEditPage,
  parameters: { layout: 'fullscreen' },
  args: { params: { resetToken: `reset-${CUSTOMER.id}` } },
} satisfies Meta<typeof PasswordEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const RESET = /\/customers\/password/;
const NEW_PASSWORD = 'neues-passwort-1';
const password = (el: HTMLElement) => within(el).getByLabelText(/Neues Passwort/);
const confirmation = (el: HTMLElement) => within(el).getByLabelText(/Passwort wiederholen/);
const submit = (el: HTMLElement) => within(el).getByRole('button', { name: 'Passwort speichern' });

/** The customer's stored password in the story's demo backend. */
const storedPassword = (kurse: StoryKurse) =>
  kurse.mock.db.customers.find((c) => c.user.id === CUSTOMER.id)?.password;

/** Idle: heading (also the document title) and both password fields, required, for a new password. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
    ).toBeVisible();
    await expect(document.title).toBe('Neues Passwort festlegen – Kurse');
    for (const field of [password(canvasElement), confirmation(canvasElement)]) {
      await expect(field).toBeRequired();
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    await expect(password(canvasElement)).toHaveAccessibleDescription('Mindestens 8 Zeichen.');
  },
};

/** Only the password typed: the confirmation says it is missing and gets the focus; nothing sent. */
export const MissingConfirmation: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, RESET)),
  play: async ({ canvasElement }) => {
    await userEvent.type(password(canvasElement), `${NEW_PASSWORD}{Enter}`);
    await expect(confirmation(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation(canvasElement)).toHaveAccessibleDescription(
      'Bitte fülle dieses Feld aus.',
    );
    await expect(confirmation(canvasElement)).toHaveFocus();
    await expect(password(canvasElement)).not.toHaveAttribute('aria-invalid');
    // A request would be held, leaving the button pending.
    await expect(submit(canvasElement)).not.toHaveAttribute('data-pending');
  },
};

/** Pending while saving; then the message with the login link, which opens the profile's login. */
export const Success: Story = {
  parameters: storySetup((kurse) => {
    holdRequests(kurse, RESET);
    kurse.services.stores.ui.authView = 'signup';
  }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const kurse = kurseOf(context);
    await userEvent.type(password(canvasElement), NEW_PASSWORD);
    await userEvent.type(confirmation(canvasElement), NEW_PASSWORD);
    await userEvent.click(submit(canvasElement));
    await expect(canvas.getByRole('button', { name: /Wird gesendet/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    releaseRequests(kurse);
    const message = await canvas.findByRole('status');
    await expect(message).toHaveTextContent('Dein neues Passwort ist gespeichert.');
    await expect(document.activeElement).toContainElement(message);
    await expect(storedPassword(kurse)).toBe(NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('link', { name: 'Zur Anmeldung' }));
    await expect(kurse.navigations).toEqual(['/me']);
    await expect(kurse.services.stores.ui.authView).toBe('login');
  },
};

/**
 * The confirmation differs: the server refuses; the error box with a link to request a new
 * e-mail; both fields keep what was typed and the match rule is not shown at them (§5).
 */
export const Failure: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const kurse = kurseOf(context);
    await userEvent.type(password(canvasElement), NEW_PASSWORD);
    await userEvent.type(confirmation(canvasElement), 'anderes-passwort-2{Enter}');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Dein Passwort konnte nicht geändert werden.');
    await expect(password(canvasElement)).toHaveValue(NEW_PASSWORD);
    await expect(confirmation(canvasElement)).toHaveValue('anderes-passwort-2');
    await expect(confirmation(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(storedPassword(kurse)).toBe(CUSTOMER.password);
    await userEvent.click(within(alert).getByRole('link', { name: 'Neuen Link anfordern' }));
    await expect(kurse.navigations).toEqual(['/me/password-reset']);
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

/** English; an unknown (expired) token is refused. */
export const FailureEnglish: Story = {
  globals: { locale: 'en' },
  args: { params: { resetToken: 'abgelaufen' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/New password/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/Repeat password/), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your password couldn't be changed.");
    await expect(within(alert).getByRole('link', { name: 'Request a new link' })).toBeVisible();
  },
};
