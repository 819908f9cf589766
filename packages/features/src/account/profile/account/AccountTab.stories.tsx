import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from '../../auth/LoginForm';
import { useStore } from '../../../core';
import { holdRequests, releaseRequests } from '../../../core/test';
import { DEMO, kurseOf, logInDemo, storyServices, storySetup } from '../../../core/test';
import { AccountTab } from './AccountTab';

const meta = {
  ...storyServices,
  title: 'Features/Account/AccountTab',
  component: AccountTab,
  parameters: storySetup(logInDemo),
} satisfies Meta<typeof AccountTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('textbox', { name });

// The optional fields' names end in "(optional)" after the label.
const PHONE = /^Telefon\b.*optional/;
const COMPANY = /^Firma\b.*optional/;

/** Replaces a field's text, as a person selecting it all and typing would. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** Filled from the session; required markers as §5 says, phone and company optional. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(box(canvasElement, 'Vorname')).toHaveValue('Julia');
    await expect(box(canvasElement, 'Nachname')).toHaveValue('Neumann');
    await expect(box(canvasElement, 'E-Mail-Adresse')).toHaveValue(DEMO.email);
    await expect(box(canvasElement, PHONE)).toHaveValue('+49 30 23125 777');
    await expect(box(canvasElement, COMPANY)).toHaveValue('');
    await expect(box(canvasElement, 'Straße und Hausnummer')).toHaveValue('Schönhauser Allee 80');
    await expect(box(canvasElement, 'PLZ')).toHaveValue('10439');
    await expect(box(canvasElement, 'Ort')).toHaveValue('Berlin');
    await expect(canvas.getByRole('button', { name: /Land/ })).toHaveTextContent('Deutschland');
    for (const name of ['Vorname', 'Nachname', 'E-Mail-Adresse', 'Straße und Hausnummer', 'PLZ']) {
      await expect(box(canvasElement, name)).toBeRequired();
    }
    await expect(box(canvasElement, 'Ort')).toBeRequired();
    await expect(box(canvasElement, PHONE)).not.toBeRequired();
    await expect(box(canvasElement, COMPANY)).not.toBeRequired();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Checked before sending: the message at the emptied field, focus on it, nothing sent. */
export const ClientInvalid: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await retype(box(canvasElement, 'Nachname'), '');
    await retype(box(canvasElement, 'E-Mail-Adresse'), 'keine-adresse');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Änderungen speichern' }),
    );
    const lastName = box(canvasElement, 'Nachname');
    await expect(lastName).toHaveFocus();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
    await expect(box(canvasElement, 'E-Mail-Adresse')).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    );
    await expect(box(canvasElement, 'Vorname')).not.toHaveAttribute('aria-invalid');
    const { stores } = kurseOf(context).services;
    await expect(stores.session.update).toBe('idle');
    await expect(stores.session.user?.lastName).toBe('Neumann');
  },
};

/**
 * The e-mail belongs to another account: the catalogue's message for the server's error at the
 * field (never the server's English words), the general alert naming the field,
 * focus on the field, everything typed kept and the session unchanged.
 */
export const EmailTaken: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await retype(box(canvasElement, 'Ort'), 'Potsdam');
    await retype(box(canvasElement, 'E-Mail-Adresse'), 'neu@kurse.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Änderungen speichern' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Deine Daten konnten nicht gespeichert werden. Bitte prüfe die markierten Felder.' +
        'E-Mail-Adresse: Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder nimm eine andere.',
    );
    const email = box(canvasElement, 'E-Mail-Adresse');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder nimm eine andere.',
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('neu@kurse.example');
    await expect(box(canvasElement, 'Ort')).toHaveValue('Potsdam');
    await expect(box(canvasElement, 'Ort')).not.toHaveAttribute('aria-invalid');
    const { stores } = kurseOf(context).services;
    await expect(stores.session.update).toBe('failed');
    await expect(stores.session.user).toMatchObject({ email: DEMO.email, city: 'Berlin' });
    await expect(canvas.queryByText('Deine Daten sind gespeichert.')).toBeNull();
  },
};

/** The catalogue's "profile save failed" (§8): postal code and phone marked, sent by keyboard. */
export const SaveFailed: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    kurse.mock.scenarios.enable('profile-save-failed');
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    box(canvasElement, 'Ort').focus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/Deine Daten konnten nicht gespeichert werden/);
    await expect(alert).toHaveTextContent('PLZ: Bitte fülle dieses Feld aus.');
    const phone = box(canvasElement, PHONE);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Bitte gib eine gültige Telefonnummer ein.');
    await expect(box(canvasElement, 'PLZ')).toHaveAccessibleDescription(
      'Bitte fülle dieses Feld aus.',
    );
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveValue('+49 30 23125 777');
  },
};

/** A new address and country saved: the session holds it, and a polite message says so. */
export const Saved: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await retype(box(canvasElement, 'Straße und Hausnummer'), 'Neubaugasse 12');
    await retype(box(canvasElement, 'PLZ'), '1070');
    await retype(box(canvasElement, 'Ort'), 'Wien');
    await userEvent.click(canvas.getByRole('button', { name: /Land/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Österreich' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Änderungen speichern' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Deine Daten sind gespeichert.');
    await expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    const { stores } = kurseOf(context).services;
    await expect(stores.session.update).toBe('success');
    await expect(stores.session.user).toMatchObject({
      street: 'Neubaugasse 12',
      postalCode: '1070',
      city: 'Wien',
      country: 'AT',
    });
    await expect(box(canvasElement, 'Ort')).toHaveValue('Wien');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While saving the button is pending; then the message. */
export const Pending: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    holdRequests(kurse, /\/customers\/1(\?|$)/);
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await retype(box(context.canvasElement, COMPANY), 'Neumann Design');
    await userEvent.click(canvas.getByRole('button', { name: 'Änderungen speichern' }));
    const button = await canvas.findByRole('button', { name: /Einen Moment bitte/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    const { stores } = kurseOf(context).services;
    await expect(stores.session.update).toBe('loading');
    releaseRequests(kurseOf(context));
    await expect(await canvas.findByText('Deine Daten sind gespeichert.')).toBeVisible();
    await expect(stores.session.user?.company).toBe('Neumann Design');
  },
};

/** English: the same form and its saved message. */
export const SavedEnglish: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(box(canvasElement, 'First name')).toHaveValue('Julia');
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Germany');
    await retype(box(canvasElement, 'Last name'), 'Neumann-Berg');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your details have been saved.',
    );
    await expect(kurseOf(context).services.stores.session.user?.lastName).toBe('Neumann-Berg');
  },
};

/** Logged out: nothing (the profile shows the login instead). */
export const LoggedOut: Story = {
  parameters: storySetup(() => {}),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** The account tab, or the login while logged out (as the profile shows them). */
function AccountOrLogin() {
  const { user } = useStore('session');
  return user ? <AccountTab /> : <LoginForm />;
}

/**
 * The session runs out while saving (scenario `session-expired`, 401): the login asks to log in
 * again, never "wrong password"; after the login the form is back with what was typed, and saves.
 */
export const SessionExpired: Story = {
  render: () => <AccountOrLogin />,
  play: async (context) => {
    const { canvasElement } = context;
    const kurse = kurseOf(context);
    const canvas = within(canvasElement);
    await retype(box(canvasElement, 'Ort'), 'Potsdam');
    kurse.mock.scenarios.enable('session-expired');
    await userEvent.click(canvas.getByRole('button', { name: 'Änderungen speichern' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Deine Anmeldung ist abgelaufen. Bitte melde dich noch einmal an – deine Eingaben bleiben erhalten.',
    );
    const { stores } = kurse.services;
    await expect(stores.session.token).toBeNull();
    await expect(stores.ui.loginOpen).toBe(true);
    await expect(canvas.queryByText(/stimmen nicht/)).toBeNull();
    kurse.mock.scenarios.disable('session-expired');
    await userEvent.type(box(canvasElement, 'E-Mail-Adresse'), DEMO.email);
    await userEvent.type(canvas.getByLabelText(/^Passwort/), DEMO.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    const city = await canvas.findByRole('textbox', { name: 'Ort' });
    await expect(city).toHaveValue('Potsdam');
    await userEvent.click(canvas.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(stores.session.user?.city).toBe('Potsdam'));
  },
};

/** The same in English. */
export const SessionExpiredEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <AccountOrLogin />,
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    kurseOf(context).mock.scenarios.enable('session-expired');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your login has expired. Please log in again – what you entered is kept.',
    );
  },
};
