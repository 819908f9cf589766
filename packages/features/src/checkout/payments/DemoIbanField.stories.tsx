import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoHarness } from './story-harness';
import { STORY_PAYMENT, STORY_RETURN_WITH_INTENT as BACK } from './story-payment';

/**
 * The demo gateway's IBAN field in a small payment form (token, then confirmation), and the
 * methods that leave for the bank. Answered without network. Spec: transactions §4 Payment
 * methods, §5 IBAN token check, §8 iban_not_valid.
 */
const meta = {
  title: 'Features/Payments/DemoGateway/IbanAndRedirects',
  component: DemoHarness,
  parameters: { layout: 'padded' },
  args: { ...STORY_PAYMENT, method: 'sepa_debit', onRedirect: fn() },
} satisfies Meta<typeof DemoHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** giropay (like sofort and Klarna) leaves for the bank and comes back to the return URL. */
export const GiropayRedirect: Story = {
  args: { method: 'giropay' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Jetzt bezahlen/ }));
    await expect(await canvas.findByTestId('outcome')).toHaveAttribute('data-kind', 'redirecting');
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
    await expect(args.onRedirect).toHaveBeenCalledWith(BACK);
  },
};

/** Klarna leaves for Klarna and comes back to the return URL. */
export const KlarnaRedirect: Story = {
  args: { method: 'klarna' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Jetzt bezahlen/ }));
    await expect(await canvas.findByTestId('outcome')).toHaveAttribute('data-kind', 'redirecting');
    await expect(args.onRedirect).toHaveBeenCalledWith(BACK);
  },
};

/** A valid IBAN: its token, then a SEPA debit that is processing at first. */
export const IbanValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const iban = canvas.getByRole('textbox', { name: 'IBAN' });
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 00{Enter}');
    const outcome = await canvas.findByTestId('outcome');
    await expect(outcome).toHaveAttribute('data-token', 'tok_demo_3000');
    await expect(outcome).toHaveAttribute('data-kind', 'paid');
    await expect(outcome).toHaveAttribute('data-status', 'processing');
  },
};

/** An invalid IBAN: the token the demo backend refuses, and the payment refused at the field. */
export const IbanInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const iban = canvas.getByRole('textbox', { name: 'IBAN' });
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 01');
    await userEvent.click(canvas.getByRole('button', { name: /Jetzt bezahlen/ }));
    const outcome = await canvas.findByTestId('outcome');
    await expect(outcome).toHaveAttribute('data-token', 'tok_demo_invalid');
    await expect(outcome).toHaveAttribute('data-code', 'invalid_iban');
    await expect(within(outcome).getByRole('alert')).toHaveTextContent('Die IBAN ist ungültig.');
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
  },
};
