import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadApplications } from '../../core';
import { answerServerErrors } from '../../core/test';
import { DEMO, kurseOf, logInDemo, storyServices, storySetup } from '../../core/test';
import { FULL, QUESTION_LABEL } from './story-event';
import { WaitingListForm } from './WaitingListForm';

const meta = {
  ...storyServices,
  title: 'Features/Booking/WaitingListForm',
  component: WaitingListForm,
  parameters: { layout: 'padded' },
  args: { event: FULL, providerId: 7 },
} satisfies Meta<typeof WaitingListForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<typeof kurseOf>[0];
const applicationsFor = (context: Context, eventId: number) =>
  kurseOf(context).mock.db.applications.filter((a) => a.applicant.eventId === eventId);

/**
 * A guest: submit stays disabled until name and e-mail are filled; the answer field is labelled
 * with the event's question; 1 person by default. After sending, the "already listed" note
 * replaces the form and takes focus, and the application is in the store and on the server.
 */
export const Guest: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Auf die Warteliste setzen' });
    await expect(await canvas.findByRole('heading', { name: 'Warteliste' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Anzahl der Personen/ })).toHaveValue(
      '1',
    );
    await expect(submit).toBeDisabled();
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Anna Schmidt');
    await expect(submit).toBeDisabled();
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /E-Mail-Adresse/ }),
      'anna@example.org',
    );
    await expect(submit).toBeEnabled();
    await userEvent.type(
      await canvas.findByRole('textbox', { name: QUESTION_LABEL }),
      'Zwei Jahre',
    );
    const count = await canvas.findByRole('textbox', { name: /Anzahl der Personen/ });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.click(submit);

    const note = await canvas.findByText('Du stehst schon auf der Warteliste für diesen Termin.');
    await expect(await canvas.findByText(/Du stehst jetzt auf der Warteliste/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(note.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(applicationsFor(context, 1171)).toEqual([
      expect.objectContaining({
        applicant: expect.objectContaining({
          name: 'Anna Schmidt',
          email: 'anna@example.org',
          phone: null,
          answer: 'Zwei Jahre',
          participantCount: 2,
        }),
      }),
    ]);
    await expect(kurseOf(context).services.stores.waitingList.applications).toEqual([
      expect.objectContaining({ eventId: 1171, email: 'anna@example.org' }),
    ]);
  },
};

/** Bad input is caught at its field before sending, and nothing typed is lost. */
export const GuestInvalid: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const email = await canvas.findByRole('textbox', { name: /E-Mail-Adresse/ });
    const phone = await canvas.findByRole('textbox', { name: /Telefon/ });
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Anna');
    await userEvent.type(email, 'anna@');
    await userEvent.click(phone);
    await userEvent.paste('1'.repeat(181));
    await userEvent.click(await canvas.findByRole('button', { name: 'Auf die Warteliste setzen' }));
    await expect(email).toHaveAccessibleDescription(/Bitte gib eine gültige E-Mail-Adresse ein\./);
    await expect(email).toHaveFocus();
    await expect(phone).toHaveAccessibleDescription(/Bitte gib höchstens 180 Zeichen ein\./);
    await expect(email).toHaveValue('anna@');
    await expect(applicationsFor(context, 1171)).toEqual([]);
  },
};

/** Logged in: no contact fields, listed under the own name; the applications are reloaded. */
export const LoggedIn: Story = {
  parameters: storySetup(logInDemo),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(`Du trägst dich ein als ${DEMO.name}.`)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /E-Mail-Adresse/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /^Name/ })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Auf die Warteliste setzen' }));
    await expect(
      await canvas.findByText('Du stehst schon auf der Warteliste für diesen Termin.'),
    ).toBeVisible();
    await expect(applicationsFor(context, 1171)).toEqual([
      expect.objectContaining({ customerId: 1 }),
    ]);
    const { stores } = kurseOf(context).services;
    await waitFor(() =>
      expect(stores.waitingList.applications.map((a) => a.eventId).sort()).toEqual([1171, 1771]),
    );
  },
};

/** The demo customer is already listed for event 1771 (loaded at login): the note, no form. */
export const AlreadyListed: Story = {
  args: {
    event: { id: 1771, participantsLeft: 0, waitList: true, waitListQuestion: null },
    providerId: 37,
  },
  parameters: storySetup(async (kurse) => {
    await logInDemo(kurse);
    await loadApplications(kurse.services);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Du stehst schon auf der Warteliste für diesen Termin.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Du stehst jetzt auf der Warteliste/)).toBeNull();
  },
};

/**
 * Sending fails (a server error): the pending state ends and the catalogue's generic error is
 * announced below the button (nothing above it moves) with a retry; nothing typed is lost. The
 * retry sends the same application again, which now goes through. The spec says only that the
 * loading flag resets (§8); a silent failure would leave the family believing they are listed.
 */
export const SubmitFailure: Story = {
  parameters: storySetup((kurse) => answerServerErrors(kurse, /\/applicants$/)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Auf die Warteliste setzen' });
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Anna Schmidt');
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /E-Mail-Adresse/ }),
      'anna@example.org',
    );
    const top = submit.getBoundingClientRect().top;
    await userEvent.click(submit);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Da ist etwas schiefgelaufen');
    await expect(submit.getBoundingClientRect().top).toBe(top);
    await expect(alert.getBoundingClientRect().top).toBeGreaterThan(
      submit.getBoundingClientRect().bottom,
    );
    await expect(kurseOf(context).services.stores.waitingList.loading).toBe(false);
    await expect(submit).toBeEnabled();
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Anna Schmidt');
    await expect(canvas.queryByText(/Warteliste für diesen Termin/)).toBeNull();
    await expect(kurseOf(context).services.stores.waitingList.applications).toEqual([]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(
      await canvas.findByText('Du stehst schon auf der Warteliste für diesen Termin.'),
    ).toBeVisible();
    await expect(applicationsFor(context, 1171)).toEqual([
      expect.objectContaining({
        applicant: expect.objectContaining({ name: 'Anna Schmidt', email: 'anna@example.org' }),
      }),
    ]);
  },
};

/** English: the failure's message and retry. */
export const SubmitFailureEnglish: Story = {
  globals: { locale: 'en' },
  parameters: storySetup((kurse) => answerServerErrors(kurse, /\/applicants$/)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Anna Smith');
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Email/i }),
      'anna@example.org',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Join the waiting list' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The server refuses a field (scenario `waiting-list-failed`: 422, e-mail "is invalid"): the
 * catalogue's message at the field and, named by its label, in the alert below the button — never
 * the server's English words, never only the generic error. Editing the field clears its message.
 */
export const RefusedField: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('waiting-list-failed')),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const email = await canvas.findByRole('textbox', { name: /E-Mail-Adresse/ });
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Anna Schmidt');
    await userEvent.type(email, 'anna@example.org');
    await userEvent.click(await canvas.findByRole('button', { name: 'Auf die Warteliste setzen' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bitte prüfe die markierten Felder.');
    await expect(alert).toHaveTextContent(
      'E-Mail-Adresse: Bitte gib eine gültige E-Mail-Adresse ein.',
    );
    await expect(alert).not.toHaveTextContent('Da ist etwas schiefgelaufen');
    await expect(canvas.queryByText(/is invalid/)).toBeNull();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Bitte gib eine gültige E-Mail-Adresse ein/);
    await expect(email).toHaveValue('anna@example.org');
    await userEvent.type(email, 'x');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/**
 * Too many entries from here (scenario `message-rate-limited`: 429, `Retry-After: 1800`): the
 * wait in minutes below the button, everything typed kept.
 */
export const TooManyRequests: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('message-rate-limited')),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    const email = await canvas.findByRole('textbox', { name: /E-Mail-Adresse/ });
    await userEvent.type(name, 'Anna Schmidt');
    await userEvent.type(email, 'anna@example.org');
    await userEvent.click(await canvas.findByRole('button', { name: 'Auf die Warteliste setzen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Zu viele Anfragen. Bitte versuch es in 30 Minuten noch einmal – deine Eingaben bleiben erhalten.',
    );
    await expect(name).toHaveValue('Anna Schmidt');
    await expect(email).toHaveValue('anna@example.org');
    await expect(applicationsFor(context, FULL.id)).toHaveLength(0);
  },
};

/** English: the refused field's message in English. */
export const RefusedFieldEnglish: Story = {
  globals: { locale: 'en' },
  parameters: storySetup(({ mock }) => mock.scenarios.enable('waiting-list-failed')),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Anna Smith');
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Email/i }),
      'anna@example.org',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Join the waiting list' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Please check the highlighted fields.');
    await expect(alert).not.toHaveTextContent('is invalid');
  },
};
