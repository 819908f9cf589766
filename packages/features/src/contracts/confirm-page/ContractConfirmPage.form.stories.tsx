import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, kurseOf, logInDemo, storyServices, storySetup } from '../../core/test';
import { ContractConfirmPage } from './ContractConfirmPage';

const SWIM = 'schwimmschule-seepferdchen';
const FROM = `?from=%2F${SWIM}%2Fcourses%2F103&courseId=103&eventId=1031`;

/**
 * The new-contract form against the demo backend: sign-up, login, a logged-in customer, booking
 * items, and the contract error catalogue. Spec: transactions §2 New contract modal, §4 Contract,
 * §5, §8 Contract errors, §9 (contract total).
 */
const meta = {
  ...storyServices,
  title: 'Pages/ContractConfirmPage/Form',
  component: ContractConfirmPage,
  parameters: {
    layout: 'fullscreen',
    // Each story is a modal: on the docs page every one gets a frame of its own, so the modals,
    // their scroll lock and the page hidden behind them do not pile up on one page.
    docs: { story: { inline: false, height: '800px' } },
  },
  globals: { viewport: { value: 'w1280' } },
  args: { params: { id: '7001' }, search: FROM },
} satisfies Meta<typeof ContractConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Within = ReturnType<typeof within>;

/** The form once the product has loaded. */
async function formOf(canvasElement: HTMLElement): Promise<Within> {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('form', { name: 'Abo abschließen' }, { timeout: 5000 }));
}

/** Fills the participant and a new account's contact data, address and password. */
async function fillSignup(form: Within, email = 'mia.neu@example.com') {
  await userEvent.type(form.getByRole('textbox', { name: /Name der teilnehmenden/ }), 'Mia');
  await userEvent.type(form.getByRole('textbox', { name: 'Vorname' }), 'Anna');
  await userEvent.type(form.getByRole('textbox', { name: 'Nachname' }), 'Schmidt');
  await userEvent.type(form.getByRole('textbox', { name: 'E-Mail-Adresse' }), email);
  await userEvent.type(form.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Weg 1');
  await userEvent.type(form.getByRole('textbox', { name: 'PLZ' }), '10115');
  await userEvent.type(form.getByRole('textbox', { name: 'Ort' }), 'Berlin');
  await userEvent.type(form.getByLabelText(/^Passwort/), 'geheim123');
}

const accept = (form: Within) => userEvent.click(form.getByText(/Ich habe die AGB/));
const subscribe = (form: Within) =>
  userEvent.click(form.getByRole('button', { name: 'Zahlungspflichtig abschließen' }));
const alertOf = async (form: Within) =>
  (await form.findByRole('alert', {}, { timeout: 5000 })).textContent;

/**
 * A visitor signs up in the form: the summary (49 €, the service fee 2,45 € and its VAT 0,47 €, total
 * 51,92 €), then the contract is created with the new account, the user is logged in and the
 * checkout of the contract's booking opens.
 */
export const SignupSubscribes: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const form = await formOf(context.canvasElement);
    // The summary fills in as the prices arrive: each line is looked up again until it shows.
    await waitFor(() => {
      const summary = within(form.getByRole('region', { name: 'Übersicht' }));
      expect(summary.getByText('Seepferdchen-Kurs in 4 Raten')).toBeVisible();
      expect(summary.getByText(/^2,45\s€$/)).toBeVisible();
      expect(summary.getByText(/^51,92\s€$/)).toBeVisible();
    });
    await fillSignup(form);
    await accept(form);
    await subscribe(form);
    await waitFor(() =>
      expect(kurse.navigations.at(-1)).toMatch(/^\/schwimmschule-seepferdchen\/checkout\/\d+$/),
    );
    const contract = kurse.mock.db.contracts.at(-1)?.contract;
    await expect(contract?.product?.id).toBe(7001);
    await expect(contract?.event?.id).toBe(1031);
    await expect(kurse.navigations.at(-1)).toBe(`/${SWIM}/checkout/${contract?.booking?.id}`);
    await waitFor(() =>
      expect(kurse.services.stores.session.user?.email).toBe('mia.neu@example.com'),
    );
  },
};

/** Nothing filled in: every problem is marked, focus on the participant name, nothing sent. */
export const ChecksBeforeSending: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const before = kurse.mock.db.contracts.length;
    const form = await formOf(context.canvasElement);
    await subscribe(form);
    const name = form.getByRole('textbox', { name: /Name der teilnehmenden/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
    await expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByLabelText(/^Passwort/)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText('Bitte akzeptiere die AGB und die Datenschutzerklärung.'),
    ).toBeVisible();
    await expect(kurse.mock.db.contracts.length).toBe(before);
  },
};

/** Logging in in the form: the demo customer's account, then the contract and the checkout. */
export const LoginSubscribes: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const form = await formOf(context.canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Name der teilnehmenden/ }), 'Lena');
    await userEvent.click(form.getByRole('radio', { name: 'Ja, ich melde mich an' }));
    await expect(form.queryByRole('textbox', { name: 'Vorname' })).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: 'E-Mail-Adresse' }), DEMO.email);
    await userEvent.type(form.getByLabelText(/^Passwort/), DEMO.password);
    await accept(form);
    await subscribe(form);
    await waitFor(() => expect(kurse.navigations.at(-1)).toMatch(/\/checkout\/\d+$/));
    await expect(kurse.services.stores.session.user?.email).toBe(DEMO.email);
  },
};

/** A wrong login stops before the contract: the login-failed message, nothing sent. */
export const LoginFails: Story = {
  play: async (context) => {
    const kurse = kurseOf(context);
    const before = kurse.mock.db.contracts.length;
    const form = await formOf(context.canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Name der teilnehmenden/ }), 'Lena');
    await userEvent.click(form.getByRole('radio', { name: 'Ja, ich melde mich an' }));
    await userEvent.type(form.getByRole('textbox', { name: 'E-Mail-Adresse' }), DEMO.email);
    await userEvent.type(form.getByLabelText(/^Passwort/), 'falsch-falsch');
    await accept(form);
    await subscribe(form);
    await expect(await alertOf(form)).toBe(
      'E-Mail-Adresse oder Passwort stimmen nicht. Bitte versuch es noch einmal.',
    );
    await expect(kurse.mock.db.contracts.length).toBe(before);
  },
};

/** A logged-in customer: the account's data locked, the first saved participant name filled. */
export const LoggedIn: Story = {
  parameters: storySetup(logInDemo),
  play: async (context) => {
    const form = await formOf(context.canvasElement);
    await expect(form.queryByRole('radio', { name: 'Ja, ich melde mich an' })).toBeNull();
    await expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute('readonly');
    const name = form.getByRole('textbox', { name: /Name der teilnehmenden/ });
    await expect((name as HTMLInputElement).value).not.toBe('');
    await accept(form);
    await subscribe(form);
    await waitFor(() => expect(kurseOf(context).navigations.at(-1)).toMatch(/\/checkout\/\d+$/));
  },
};

/**
 * A plan with a mandatory booking item (T-shirt size) and its total: the item must be chosen;
 * the total is the contract total (207 €) with the service fee 9,90 € and its VAT 1,88 €.
 */
export const BookingItems: Story = {
  args: { params: { id: '7006' }, search: '' },
  parameters: storySetup(logInDemo),
  play: async (context) => {
    const form = await formOf(context.canvasElement);
    const summary = within(form.getByRole('region', { name: 'Übersicht' }));
    // The summary is drawn anew once the product's price is read: checked until it shows.
    await waitFor(() => expect(summary.getByText(/^218,78\s€$/)).toBeVisible());
    await accept(form);
    await subscribe(form);
    const group = form.getByRole('radiogroup', { name: /T-Shirt-Größe/ });
    await expect(group).toHaveAccessibleDescription('Bitte wähle eine Option aus.');
    await userEvent.click(within(group).getAllByRole('radio')[0] as HTMLElement);
    await subscribe(form);
    await waitFor(() => expect(kurseOf(context).navigations.at(-1)).toMatch(/\/checkout\/\d+$/));
  },
};

/**
 * 422 with errors under productContract: the alert names the participant name and the catalogue's
 * message for the server's error, which also shows at the field.
 */
export const Invalid422: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    kurse.mock.scenarios.enable('contract-invalid');
  }),
  play: async (context) => {
    const form = await formOf(context.canvasElement);
    await accept(form);
    await subscribe(form);
    await expect(await alertOf(form)).toBe(
      'Name der teilnehmenden Person: Bitte fülle dieses Feld aus.',
    );
    const name = form.getByRole('textbox', { name: /Name der teilnehmenden/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.'));
    await expect(name).toHaveFocus();
    await expect(kurseOf(context).navigations).toEqual([]);
  },
};

/** 422 without the productContract key: the unknown-error alert, no field marked. */
export const Invalid422WithoutKey: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    kurse.mock.scenarios.enable('contract-invalid-unwrapped');
  }),
  play: async (context) => {
    const form = await formOf(context.canvasElement);
    await accept(form);
    await subscribe(form);
    await expect(await alertOf(form)).toBe(
      'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
    );
    const name = form.getByRole('textbox', { name: /Name der teilnehmenden/ });
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(kurseOf(context).mock.db.inbox.errorReports).toEqual([]);
  },
};

/** 429: too many requests. */
export const TooManyRequests: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    kurse.mock.scenarios.enable('contract-rate-limited');
  }),
  play: async (context) => {
    const form = await formOf(context.canvasElement);
    await accept(form);
    await subscribe(form);
    await expect(await alertOf(form)).toBe(
      'Zu viele Anfragen. Bitte warte einen Moment und versuch es dann noch einmal.',
    );
  },
};

/** 500: the unknown-error alert, and the error is reported (`POST /err`). */
export const ServerErrorReported: Story = {
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    kurse.mock.scenarios.enable('contract-unknown');
  }),
  play: async (context) => {
    const form = await formOf(context.canvasElement);
    await accept(form);
    await subscribe(form);
    await expect(await alertOf(form)).toBe(
      'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
    );
    const reports = kurseOf(context).mock.db.inbox.errorReports;
    await waitFor(() => expect(reports).toHaveLength(1));
    await expect(reports[0]?.data).toMatchObject({ status: 500, productId: 7001 });
  },
};

/**
 * 401 for a protected event (the password changed meanwhile): the gate asks again with the
 * wrong-password message; the participant name typed before is kept.
 */
export const WrongEventPassword: Story = {
  args: { params: { id: '7007' }, search: '' },
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    kurse.services.stores.booking.eventPasswords[1421] = 'springer';
    kurse.mock.scenarios.enable('contract-wrong-password');
  }),
  play: async (context) => {
    const form = await formOf(context.canvasElement);
    const name = form.getByRole('textbox', { name: /Name der teilnehmenden/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ben');
    await accept(form);
    await subscribe(form);
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('Das Passwort für diesen Termin stimmt nicht.'),
    ).toBeVisible();
    const password = body.getByLabelText(/Passwort für diesen Termin/);
    kurseOf(context).mock.scenarios.clear();
    await userEvent.type(password, 'springer{Enter}');
    const again = await formOf(context.canvasElement);
    await expect(again.getByRole('textbox', { name: /Name der teilnehmenden/ })).toHaveValue('Ben');
  },
};
