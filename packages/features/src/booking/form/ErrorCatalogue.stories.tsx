import { cardErrorMessage, serverErrorMessage, useI18n, type Messages } from '@kurse/i18n';
import { Alert } from '@kurse/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** A group of the booking error catalogue: each message by its key. */
type Group = Record<string, () => string>;

/** Each key of a catalogue group with the message the app shows for it. */
const messagesOf = (group: object, message: (key: string) => string): Group =>
  Object.fromEntries(Object.keys(group).map((key) => [key, () => message(key)]));

/** The groups of `LL.booking.errors`, each with what picks its messages. */
const GROUPS: readonly [string, (LL: Messages) => Group][] = [
  ['server', (LL) => messagesOf(LL.booking.errors.server, (code) => serverErrorMessage(LL, code))],
  ['card', (LL) => messagesOf(LL.booking.errors.card, (code) => cardErrorMessage(LL, code))],
  ['create', (LL) => LL.booking.errors.create],
  ['paypal', (LL) => LL.booking.errors.paypal],
  ['authorize', (LL) => LL.booking.errors.authorize],
  ['redirect', (LL) => LL.booking.errors.redirect],
  [
    'checkout',
    (LL) => ({
      payment: LL.booking.errors.payment,
      paymentChange: LL.booking.errors.paymentChange,
      moduleFailed: LL.booking.errors.moduleFailed,
      loadFailed: LL.booking.errors.loadFailed,
    }),
  ],
];

/** Every message of the booking and payment error catalogue, as the alert that shows it. */
function ErrorCatalogue() {
  const { LL } = useI18n();
  return (
    <div className="flex max-w-3xl flex-col gap-8 p-6">
      {GROUPS.map(([name, pick]) => (
        <section key={name} aria-labelledby={`group-${name}`} className="flex flex-col gap-3">
          <h2 id={`group-${name}`} className="font-mono text-lg font-semibold">
            {name}
          </h2>
          {Object.entries(pick(LL)).map(([key, message]) => (
            <div key={key} className="flex flex-col gap-1" data-code={key}>
              <code className="text-sm text-muted-foreground">{key}</code>
              <Alert tone="danger">{message()}</Alert>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * The booking and payment error catalogue (transactions §8): every server code, card provider
 * code, PayPal, authorize, redirect and checkout message, as the alert the visitor sees, for
 * designers and QA to review the texts in both languages.
 */
const meta = {
  title: 'Features/Booking/ErrorCatalogue',
  component: ErrorCatalogue,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** German. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(GROUPS.length);
    const declined = canvasElement.querySelector('[data-code="card_declined"]');
    await expect(declined).toHaveTextContent('Die Karte wurde abgelehnt.');
    const tooHigh = canvasElement.querySelector('[data-code="amountTooHigh"]');
    await expect(tooHigh).toHaveTextContent('Der Betrag ist für PayPal zu hoch.');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const declined = canvasElement.querySelector('[data-code="card_declined"]');
    await expect(declined).toHaveTextContent(/declined/i);
  },
};
