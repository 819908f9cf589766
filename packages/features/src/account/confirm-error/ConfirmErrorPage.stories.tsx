import { FIXTURES } from '@kurse/api-mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { holdRequests, releaseRequests } from '../../core/test';
import { kurseOf, storyServices, storySetup } from '../../core/test';
import { ConfirmErrorPage } from './ConfirmErrorPage';

/**
 * The failed e-mail confirmation with the form for a new link, against the demo backend (it sends
 * links only to addresses with an account). Spec: discovery §2 Confirmation and password pages,
 * §4 E-mail resend, §5 Resend confirmation, §8 Confirmation link failed.
 */
const meta = {
  ...storyServices,
  title: 'Pages/ConfirmErrorPage',
  component: ConfirmErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONFIRMATION = /\/customers\/confirmation/;
const email = (el: HTMLElement) => within(el).getByRole('textbox', { name: /E-Mail-Adresse/ });
const submit = (el: HTMLElement) => within(el).getByRole('button', { name: 'Neuen Link senden' });

/** Idle: the one heading (also the document title), the intro and the required e-mail field. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Das hat nicht geklappt' }),
    ).toBeVisible();
    await expect(document.title).toBe('Das hat nicht geklappt – Kurse');
    await expect(canvas.getByText(/Bestätigungslink ist ungültig oder abgelaufen/)).toBeVisible();
    await expect(email(canvasElement)).toBeRequired();
    await expect(email(canvasElement)).toHaveAttribute('type', 'email');
    await expect(email(canvasElement)).toHaveAttribute('autocomplete', 'email');
  },
};

/** Sent empty (by keyboard): the field says so and has the focus; nothing is sent. */
export const Invalid: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, CONFIRMATION)),
  play: async ({ canvasElement }) => {
    await userEvent.click(email(canvasElement));
    await userEvent.keyboard('{Enter}');
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvasElement)).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
    await expect(email(canvasElement)).toHaveFocus();
    // A request would be held, leaving the button pending.
    await expect(submit(canvasElement)).not.toHaveAttribute('data-pending');
  },
};

/** Pending while sending; then the resend message replaces the form and takes the focus. */
export const Sent: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, CONFIRMATION)),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.type(email(canvasElement), FIXTURES.customers.unconfirmed.email);
    await userEvent.click(submit(canvasElement));
    await expect(canvas.getByRole('button', { name: /Wird gesendet/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    releaseRequests(kurseOf(context));
    const message = await canvas.findByRole('status');
    await expect(message).toHaveTextContent(/neuen Bestätigungslink geschickt/);
    await expect(document.activeElement).toContainElement(message);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** An address without an account: the failure text at the form, the field marked, the e-mail kept. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const typed = 'niemand@example.org';
    await userEvent.type(email(canvasElement), typed);
    await userEvent.click(submit(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Der Link konnte nicht gesendet werden.');
    await expect(email(canvasElement)).toHaveValue(typed);
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvasElement)).toHaveAccessibleDescription(/nicht gesendet werden/);
  },
};

/** English; the server refuses (scenario confirmation-failed). */
export const FailedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: storySetup(({ mock }) => mock.scenarios.enable('confirmation-failed')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "That didn't work" })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(field, FIXTURES.customers.unconfirmed.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send new link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "The link couldn't be sent. Please check your email address.",
    );
    await expect(field).toHaveValue(FIXTURES.customers.unconfirmed.email);
  },
};
