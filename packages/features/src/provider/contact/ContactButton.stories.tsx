import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failRequests } from '../../core/test';
import { holdRequests, releaseRequests } from '../../core/test';
import { kurseOf, storyServices, storySetup } from '../../core/test';
import { ContactButton } from './ContactButton';

const PROVIDER = {
  id: 1,
  name: 'Schwimmschule Seepferdchen',
  email: 'hallo@schwimmschule-seepferdchen.example',
};

const meta = {
  ...storyServices,
  title: 'Features/Contact/ContactButton',
  component: ContactButton,
  args: { provider: PROVIDER },
} satisfies Meta<typeof ContactButton>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the pop-over with the mouse; answers the dialog's queries. */
async function openForm(canvasElement: HTMLElement, open = 'Nachricht schreiben') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: open }));
  return within(await within(document.body).findByRole('dialog'));
}

const fields = (form: Canvas) => ({
  name: form.getByRole('textbox', { name: /^Name/ }),
  email: form.getByRole('textbox', { name: /^E-Mail-Adresse/ }),
  phone: form.getByRole('textbox', { name: /^Telefon/ }),
  message: form.getByRole('textbox', { name: /^Deine Nachricht/ }),
});

/** Fills every field with valid values, the name with a middle name. */
async function fillValid(form: Canvas) {
  const f = fields(form);
  await userEvent.type(f.name, 'Anna Maria Schulz');
  await userEvent.type(f.email, 'anna@example.org');
  await userEvent.type(f.phone, '0171 1234567');
  await userEvent.type(f.message, 'Ist im Seepferdchen-Kurs noch ein Platz frei?');
  return f;
}

/** The pop-over names the provider; the message counter starts at 0 of 500. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    // The pop-over is transparent until it is placed: wait until it shows.
    await waitFor(() =>
      expect(
        form.getByRole('heading', { name: 'Nachricht an Schwimmschule Seepferdchen' }),
      ).toBeVisible(),
    );
    await expect(form.getByText('0 von 500 Zeichen')).toBeVisible();
    await expect(fields(form).phone).not.toBeRequired();
    await expect(fields(form).name).toBeRequired();
  },
};

/** Empty, too long and malformed values get their messages at the fields; nothing is sent. */
export const Invalid: Story = {
  play: async (context) => {
    const form = await openForm(context.canvasElement);
    const f = fields(form);
    await userEvent.click(form.getByRole('button', { name: 'Nachricht senden' }));
    for (const field of [f.name, f.email, f.message]) {
      await expect(field).toHaveAccessibleDescription(/^Bitte fülle dieses Feld aus\./);
    }
    await expect(f.phone).not.toHaveAttribute('aria-invalid');
    await expect(f.name).toHaveFocus();

    await userEvent.paste('A'.repeat(181));
    await userEvent.type(f.email, 'anna@example');
    await userEvent.click(f.phone);
    await userEvent.paste('1'.repeat(181));
    await userEvent.type(f.message, 'Hallo');
    await userEvent.click(form.getByRole('button', { name: 'Nachricht senden' }));
    await expect(f.name).toHaveAccessibleDescription('Bitte gib höchstens 180 Zeichen ein.');
    await expect(f.email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    await expect(f.phone).toHaveAccessibleDescription('Bitte gib höchstens 180 Zeichen ein.');
    await expect(f.name).toHaveValue('A'.repeat(181));

    // 180 characters are allowed; the message stops at 500.
    await userEvent.type(f.name, '{Backspace}');
    await expect(f.name).not.toHaveAttribute('aria-invalid');
    await expect(f.message).toHaveAttribute('maxlength', '500');
    await expect(kurseOf(context).mock.db.inbox.messages).toHaveLength(0);
  },
};

/** While the message travels the send button waits; then the success overlay. */
export const Sending: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/messages$/)),
  play: async (context) => {
    const form = await openForm(context.canvasElement);
    await fillValid(form);
    const send = form.getByRole('button', { name: /Nachricht senden/ });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-pending', 'true'));
    await expect(send).toHaveAccessibleName(/Wird gesendet/);
    releaseRequests(kurseOf(context));
    await expect(await form.findByRole('status')).toHaveTextContent(/unterwegs/);
  },
};

/** Sent: the name split at the first space; the success overlay's OK takes the focus and closes. */
export const Sent: Story = {
  play: async (context) => {
    const form = await openForm(context.canvasElement);
    await fillValid(form);
    await userEvent.click(form.getByRole('button', { name: 'Nachricht senden' }));
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Deine Nachricht ist unterwegs! Schwimmschule Seepferdchen meldet sich bald bei dir.',
    );
    const [message] = kurseOf(context).mock.db.inbox.messages;
    await expect(message).toMatchObject({
      providerId: 1,
      subject: 'Anfrage über Kurse',
      content: 'Ist im Seepferdchen-Kurs noch ein Platz frei?',
      from: 'anna@example.org',
      to: PROVIDER.email,
      customer: {
        firstName: 'Anna',
        lastName: 'Maria Schulz',
        email: 'anna@example.org',
        phone: '0171 1234567',
      },
    });
    const close = form.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/**
 * Refused (scenario `contact-failed`): the failed message naming the e-mail, the catalogue's
 * message for the server's error at the field (never the server's English words).
 */
export const Failed: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('contact-failed')),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    const f = await fillValid(form);
    await userEvent.click(form.getByRole('button', { name: 'Nachricht senden' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Deine Nachricht konnte nicht gesendet werden. Bitte versuch es noch einmal.' +
        'E-Mail-Adresse: Bitte gib eine gültige E-Mail-Adresse ein.',
    );
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    await waitFor(() => expect(f.email).toHaveFocus());
    await expect(f.name).toHaveValue('Anna Maria Schulz');
    await expect(f.phone).toHaveValue('0171 1234567');
    await expect(f.message).toHaveValue('Ist im Seepferdchen-Kurs noch ein Platz frei?');
    await expect(form.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  },
};

/**
 * Too many messages to this provider from here (scenario `message-rate-limited`: 429,
 * `Retry-After: 1800`): the wait in minutes, everything typed kept.
 */
export const TooManyRequests: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('message-rate-limited')),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    const f = await fillValid(form);
    await userEvent.click(form.getByRole('button', { name: 'Nachricht senden' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Zu viele Anfragen. Bitte versuch es in 30 Minuten noch einmal – deine Eingaben bleiben erhalten.',
    );
    await expect(f.name).toHaveValue('Anna Maria Schulz');
    await expect(f.email).toHaveValue('anna@example.org');
    await expect(f.message).toHaveValue('Ist im Seepferdchen-Kurs noch ein Platz frei?');
    await expect(form.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  },
};

/** No answer at all: the same failed message, everything typed kept, sending again works. */
export const NoAnswer: Story = {
  parameters: storySetup((kurse) => failRequests(kurse, /\/messages$/)),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    const f = await fillValid(form);
    await userEvent.click(form.getByRole('button', { name: 'Nachricht senden' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(/nicht gesendet werden/);
    await expect(f.message).toHaveValue('Ist im Seepferdchen-Kurs noch ein Platz frei?');
    await expect(f.email).not.toHaveAttribute('aria-invalid');
  },
};

/** The cancel button closes the pop-over without sending. */
export const Cancel: Story = {
  play: async (context) => {
    const form = await openForm(context.canvasElement);
    await userEvent.type(fields(form).name, 'Anna');
    await userEvent.click(form.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(kurseOf(context).mock.db.inbox.messages).toHaveLength(0);
  },
};

/** Keyboard only: open with Enter, fill with Tab, send with Enter, Escape closes. */
export const Keyboard: Story = {
  play: async (context) => {
    const trigger = within(context.canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const form = within(await within(document.body).findByRole('dialog'));
    const f = fields(form);
    // Opening the dialog puts the focus on its first field.
    await waitFor(() => expect(f.name).toHaveFocus());
    await userEvent.keyboard('Jonas Weber');
    await userEvent.tab();
    await userEvent.keyboard('jonas@example.org');
    await userEvent.tab();
    await userEvent.tab();
    await expect(f.message).toHaveFocus();
    await userEvent.keyboard('Gibt es Probestunden?');
    await userEvent.tab();
    await userEvent.tab();
    await expect(form.getByRole('button', { name: 'Nachricht senden' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await form.findByRole('status')).toHaveTextContent(/unterwegs/);
    await expect(kurseOf(context).mock.db.inbox.messages[0]?.customer).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Weber',
      phone: null,
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: storySetup(({ mock }) => mock.scenarios.enable('contact-failed')),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement, 'Write a message');
    await expect(
      form.getByRole('heading', { name: 'Message to Schwimmschule Seepferdchen' }),
    ).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Send message' }));
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Anna Schulz');
    await userEvent.type(form.getByRole('textbox', { name: /^Email address/ }), 'a@b.org');
    await userEvent.type(form.getByRole('textbox', { name: /^Your message/ }), 'Hello');
    await userEvent.click(form.getByRole('button', { name: 'Send message' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      "Your message couldn't be sent. Please try again.",
    );
  },
};

/** Phone width: the pop-over stays inside the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    const dialog = fields(form).name.closest('[data-slot="popover"]') as HTMLElement;
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
