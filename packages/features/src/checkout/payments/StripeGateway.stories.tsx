import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { stripeGateway } from '@kurse/adapters/payments';
import { PaymentHarness, type PaymentHarnessProps } from './story-harness';
import { STORY_PAYMENT } from './story-payment';

type Props = Omit<PaymentHarnessProps, 'gateway'> & {
  /** Stands in for `loadStripe` of `@stripe/stripe-js/pure`. */
  loadStripe: () => Promise<never>;
};

/** The Stripe gateway, made once per story with the story's loader. */
function StripeHarness({ loadStripe, ...props }: Props) {
  const [gateway] = useState(() => stripeGateway('pk_test_kurse_story', { loadStripe }));
  return <PaymentHarness gateway={gateway} {...props} />;
}

/**
 * The Stripe gateway while Stripe.js loads and when it cannot load (offline, ad blockers:
 * `loadStripe` rejects with "Failed to load Stripe.js"). Spec: transactions §2 Checkout redirect
 * page, §8 "Payment module failed to load".
 */
const meta = {
  title: 'Features/Payments/StripeGateway',
  component: StripeHarness,
  parameters: { layout: 'padded' },
  args: {
    method: 'card',
    ...STORY_PAYMENT,
    loadStripe: fn(() => Promise.reject(new Error('Failed to load Stripe.js'))),
  },
} satisfies Meta<typeof StripeHarness>;

export default meta;

// The gateway's Stripe module is fetched on demand; in the dev server that takes about a second.
const LOADED = { timeout: 10_000 };
type Story = StoryObj<typeof meta>;

/** Stripe.js cannot load: the gateway is failed and the ad blocker hint shows, no fields. */
export const LoadFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const outcome = await canvas.findByTestId('outcome', {}, LOADED);
    await expect(outcome).toHaveAttribute('data-gateway', 'failed');
    await expect(within(outcome).getByRole('alert')).toHaveTextContent(
      'Das Zahlungsmodul konnte nicht geladen werden. Falls du einen Werbeblocker nutzt, deaktiviere ihn bitte für diese Seite und lade sie neu.',
    );
    await expect(args.loadStripe).toHaveBeenCalledTimes(1);
    await expect(args.loadStripe).toHaveBeenCalledWith('pk_test_kurse_story', {
      locale: 'de',
    });
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The booking's connected account goes to Stripe with the language; English texts. */
export const LoadFailedConnectedAccountEnglish: Story = {
  globals: { locale: 'en' },
  args: { stripeAccount: 'acct_1Kurse' },
  play: async ({ canvasElement, args }) => {
    const outcome = await within(canvasElement).findByTestId('outcome', {}, LOADED);
    await expect(within(outcome).getByRole('alert')).toHaveTextContent(
      /^The payment module couldn't be loaded/,
    );
    await expect(args.loadStripe).toHaveBeenCalledTimes(1);
    await expect(args.loadStripe).toHaveBeenCalledWith('pk_test_kurse_story', {
      locale: 'en',
      stripeAccount: 'acct_1Kurse',
    });
  },
};

/** While Stripe.js loads, the form waits with the loading text. */
export const Loading: Story = {
  args: { loadStripe: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Zahlungsmodul wird geladen …',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
