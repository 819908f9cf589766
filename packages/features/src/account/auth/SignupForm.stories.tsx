import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { kurseOf, storyServices, storySetup } from '../../core/test';
import { SignupForm } from './SignupForm';

const meta = {
  ...storyServices,
  title: 'Features/Account/SignupForm',
  component: SignupForm,
  args: { className: 'w-[32rem] max-w-full' },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form; the password is the 8 characters the rule asks for unless given. */
async function fill(
  canvasElement: HTMLElement,
  { email = 'neu.anmeldung@kurse.example', password = 'geheim123' } = {},
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Vorname/), 'Mia');
  await userEvent.type(canvas.getByLabelText(/Nachname/), 'Becker');
  await userEvent.type(canvas.getByLabelText(/E-Mail-Adresse/), email);
  await userEvent.type(canvas.getByLabelText(/Passwort/), password);
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/akzeptierst du die AGB/)).toBeVisible();
    await expect(canvas.getByLabelText(/Telefon/)).not.toBeRequired();
    await expect(canvas.getByLabelText(/Passwort/)).toHaveAccessibleDescription(
      'Mindestens 8 Zeichen.',
    );
  },
};

/** Checked before sending: required names and e-mail, a password of at least 8 characters. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-Mail-Adresse/), 'keine-adresse');
    await userEvent.type(canvas.getByLabelText(/Passwort/), 'kurz');
    await userEvent.click(canvas.getByRole('button', { name: 'Konto anlegen' }));
    await expect(canvas.getByLabelText(/Vorname/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Vorname/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(canvas.getByText('Bitte gib mindestens 8 Zeichen ein.')).toBeVisible();
    await expect(canvas.getByLabelText(/Telefon/)).not.toHaveAttribute('aria-invalid');
  },
};

/** The server refuses: its errors at their fields, the general message, nothing typed lost. */
export const ServerErrors: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('signup-failed')),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto anlegen' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Registrierung hat nicht geklappt.');
    await expect(alert).toHaveTextContent(
      'E-Mail-Adresse: Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder nimm eine andere.',
    );
    const email = canvas.getByLabelText(/E-Mail-Adresse/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder nimm eine andere.',
    );
    await expect(canvas.getByLabelText(/Passwort/)).toHaveAccessibleDescription(
      'Mindestens 8 Zeichen. Bitte gib mindestens 8 Zeichen ein.',
    );
    await expect(email).toHaveValue('neu.anmeldung@kurse.example');
    await expect(canvas.getByLabelText(/Passwort/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Vorname/)).toHaveValue('Mia');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** A new account: the session holds the new customer. */
export const Success: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto anlegen' }));
    const { stores } = kurseOf({ loaded }).services;
    await waitFor(() => expect(stores.session.user?.firstName).toBe('Mia'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(canvas.getByText(/By signing up you accept/)).toBeVisible();
  },
};

/**
 * Too many sign-ups from here (scenario `account-rate-limited`: 429, `Retry-After: 1800`): the wait
 * in minutes instead of "check your details", no field marked, everything typed kept.
 */
export const TooManyRequests: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('account-rate-limited')),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto anlegen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Zu viele Anfragen. Bitte versuch es in 30 Minuten noch einmal – deine Eingaben bleiben erhalten.',
    );
    await expect(canvas.getByLabelText(/E-Mail-Adresse/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(/Vorname/)).toHaveValue('Mia');
    await expect(canvas.getByLabelText(/E-Mail-Adresse/)).toHaveValue(
      'neu.anmeldung@kurse.example',
    );
    await expect(canvas.getByLabelText(/Passwort/)).toHaveValue('geheim123');
  },
};
