import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoHarness } from './story-harness';
import { STORY_PAYMENT, STORY_RETURN_WITH_INTENT as BACK } from './story-payment';

/**
 * The demo gateway's card fields in a small payment form: Stripe's test cards and the card
 * element's format checks, answered without network. Spec: transactions §4 Payment methods (card),
 * §5 card form validity, §8 card provider errors.
 */
const meta = {
  title: 'Features/Payments/DemoGateway/CardFields',
  component: DemoHarness,
  parameters: { layout: 'padded' },
  args: { ...STORY_PAYMENT, method: 'card', onRedirect: fn() },
} satisfies Meta<typeof DemoHarness>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Types a card into the demo fields and pays with a click. */
async function payByCard(canvas: Canvas, number: string, expiry = '12/34', cvc = '123') {
  await userEvent.type(canvas.getByLabelText(/Kartennummer/), number);
  await userEvent.type(canvas.getByLabelText(/Ablaufdatum/), expiry);
  await userEvent.type(canvas.getByLabelText(/Prüfnummer/), cvc);
  await userEvent.click(canvas.getByRole('button', { name: /Jetzt bezahlen/ }));
  return canvas.findByTestId('outcome');
}

/** A declined test card: the catalogue's message in an alert and Stripe's codes. */
function declinedBy(number: string, message: string, code: string, decline?: string): Story {
  return {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const outcome = await payByCard(canvas, number);
      await expect(outcome).toHaveAttribute('data-kind', 'failed');
      await expect(outcome).toHaveAttribute('data-code', code);
      if (decline) await expect(outcome).toHaveAttribute('data-decline', decline);
      else await expect(outcome).not.toHaveAttribute('data-decline');
      await expect(within(outcome).getByRole('alert')).toHaveTextContent(message);
      await expect(canvas.getByLabelText(/Kartennummer/)).not.toHaveAttribute('aria-invalid');
    },
  };
}

/** 4242 4242 4242 4242 pays, sent with Enter from the keyboard: intent from the secret, succeeded. */
export const CardPaid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByLabelText(/Kartennummer/);
    await expect(number).toHaveAccessibleDescription(/Zum Testen: Karte 4242 4242 4242 4242/);
    await userEvent.click(number);
    await userEvent.keyboard('4242 4242 4242 4242');
    await userEvent.tab();
    await userEvent.keyboard('12/34');
    await userEvent.tab();
    await userEvent.keyboard('123{Enter}');
    const outcome = await canvas.findByTestId('outcome');
    await expect(outcome).toHaveAttribute('data-kind', 'paid');
    await expect(outcome).toHaveAttribute('data-intent', 'pi_demo_81_k3');
    await expect(outcome).toHaveAttribute('data-status', 'succeeded');
    await expect(within(outcome).getByRole('status')).toHaveTextContent(
      'Vielen Dank für deine Buchung!',
    );
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const CardDeclined = declinedBy(
  '4000 0000 0000 0002',
  'Die Karte wurde abgelehnt. Bitte nutze eine andere Karte oder Zahlungsart.',
  'card_declined',
  'generic_decline',
);

export const InsufficientFunds = declinedBy(
  '4000 0000 0000 9995',
  'Die Karte wurde abgelehnt. Bitte nutze eine andere Karte oder Zahlungsart.',
  'card_declined',
  'insufficient_funds',
);

export const ExpiredCard = declinedBy(
  '4000 0000 0000 0069',
  'Die Karte ist abgelaufen. Bitte nutze eine andere Karte.',
  'expired_card',
);

export const IncorrectCvc = declinedBy(
  '4000 0000 0000 0127',
  'Die Prüfnummer ist falsch.',
  'incorrect_cvc',
);

export const ProcessingError = declinedBy(
  '4000 0000 0000 0119',
  'Bei der Verarbeitung der Karte ist ein Fehler aufgetreten. Bitte versuch es noch einmal.',
  'processing_error',
);

/** 4000 0027 6000 3184 needs authentication: the browser leaves for the return URL. */
export const AuthenticationRedirect: Story = {
  play: async ({ canvasElement, args }) => {
    const outcome = await payByCard(within(canvasElement), '4000 0027 6000 3184');
    await expect(outcome).toHaveAttribute('data-kind', 'redirecting');
    await expect(within(outcome).getByRole('status')).toHaveTextContent(
      'Du wirst zur Bestätigung der Zahlung weitergeleitet.',
    );
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
    await expect(args.onRedirect).toHaveBeenCalledWith(BACK);
  },
};

/** A number that fails the Luhn check is marked at its field; typing clears the mark. */
export const IncorrectNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outcome = await payByCard(canvas, '4242 4242 4242 4241');
    await expect(outcome).toHaveAttribute('data-code', 'incorrect_number');
    const number = canvas.getByLabelText(/Kartennummer/);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/Die Kartennummer ist falsch\./);
    await userEvent.type(number, '{Backspace}2');
    await expect(number).not.toHaveAttribute('aria-invalid');
  },
};

/** An expiry in the past (the stories' today is 23.11.2026) is an expired card at the expiry. */
export const PastExpiry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outcome = await payByCard(canvas, '4242 4242 4242 4242', '10/26');
    await expect(outcome).toHaveAttribute('data-code', 'expired_card');
    await expect(canvas.getByLabelText(/Ablaufdatum/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A CVC of two digits is an incorrect CVC at its field. */
export const ShortCvc: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outcome = await payByCard(canvas, '4242 4242 4242 4242', '12/34', '12');
    await expect(outcome).toHaveAttribute('data-code', 'incorrect_cvc');
    await expect(canvas.getByLabelText(/Prüfnummer/)).toHaveAccessibleDescription(
      /Die Prüfnummer ist falsch\./,
    );
  },
};

/** English labels and messages. */
export const CardDeclinedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Card number/), '4000000000000002');
    await userEvent.type(canvas.getByLabelText(/Expiry date \(MM\/YY\)/), '1234');
    await userEvent.type(canvas.getByLabelText(/Security code \(CVC\)/), '123');
    await userEvent.click(canvas.getByRole('button', { name: /Pay now/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The card was declined. Please use another card or payment method.',
    );
  },
};
