import { bookingSummary } from '@kurse/domain';
import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookingSummaryView } from './BookingSummaryView';

const de = messagesFor('de');
const en = messagesFor('en');

// 2 × 120 € with a 750 ct booking item, 10 € voucher, 5 % service fee (at most 5 €) on top.
const summary = bookingSummary({
  price: 12000,
  participants: 2,
  items: [{ price: 750, quantity: 1 }],
  voucher: { unit: 'cash', value: 1000, minBookingAmount: 0 },
  serviceFeeRate: 0.05,
  maxServiceFee: 500,
  serviceFeeIncluded: false,
});

const meta = {
  title: 'Components/BookingSummaryView',
  tags: ['autodocs', 'stable'],
  component: BookingSummaryView,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the booking form, the checkout and the contract form; stories for wide, narrow, free and contract.

The booking summary from domain \`bookingSummary\`: the price for the participants, booking items,
the voucher, the service fee and its VAT (or that it is included), and the total. From 576 px the
lines show; below, a toggle shows them and the total stays visible.

**When to use.** Next to a booking or contract form, and on the checkout. Compute the values with
the domain (\`bookingSummary\`) — never in the page.

**Accessibility.** A region named "Übersicht" with the lines as a description list (term and
amount). On phones the toggle is a \`Disclosure\` button with \`aria-expanded\`.

**Do**

- Pass the same summary the server will charge.
- Keep it visible while the visitor changes the options.

**Don't**

- Don't add prices of your own to it.
- Don't hide the total.`,
      },
    },
  },
  args: {
    summary,
    optionName: 'Normalpreis',
    participants: 2,
    unitPrice: { price: 12000, typeOf: null },
    items: [{ key: '2:21', name: 'Schwimmwindel-Set…', quantity: 1, amount: 750 }],
    voucherCode: 'SOMMER10',
    serviceFeeIncluded: false,
  },
  render: (args) => (
    <div className="w-[min(100vw-2rem,28rem)]">
      <BookingSummaryView {...args} />
    </div>
  ),
} satisfies Meta<typeof BookingSummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 576 px every line shows: offer "2 × 120,00 €", item, voucher, fee and its VAT, total. */
export const Wide: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: de.booking.summary.title() });
    await expect(within(region).getByText('Normalpreis · 2 × 120,00 €')).toBeVisible();
    await expect(within(region).getByText('1 × Schwimmwindel-Set…')).toBeVisible();
    await expect(
      within(region).getByText(`${de.booking.summary.voucher()} SOMMER10`),
    ).toBeVisible();
    await expect(within(region).getByText(de.booking.summary.serviceFee())).toBeVisible();
    await expect(within(region).getByText(de.booking.summary.total())).toBeVisible();
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/** Below 576 px the lines fold behind a toggle; the total stays. Open it by keyboard. */
export const Narrow: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: de.booking.summary.showDetails() });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(de.booking.summary.total())).toBeVisible();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: de.booking.summary.hideDetails() }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Normalpreis · 2 × 120,00 €')).toBeVisible();
  },
};

/** A free booking with the fee included: "Kostenlos" and the included-fee note. */
export const Free: Story = {
  globals: { viewport: { value: 'w1280' } },
  args: {
    summary: bookingSummary({
      price: 0,
      participants: 1,
      items: [],
      voucher: null,
      serviceFeeRate: 0,
      maxServiceFee: null,
      serviceFeeIncluded: true,
    }),
    participants: 1,
    unitPrice: { price: 0, typeOf: null },
    items: [],
    voucherCode: null,
    serviceFeeIncluded: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(de.booking.summary.free())).toBeVisible();
    await expect(canvas.getByText(de.booking.summary.serviceFeeIncluded())).toBeVisible();
  },
};

/** A contract: the option's name alone (no participant count). */
export const Contract: Story = {
  globals: { viewport: { value: 'w1280' } },
  args: { participants: undefined, unitPrice: undefined, items: [], voucherCode: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Normalpreis')).toBeVisible();
  },
};

export const English: Story = {
  globals: { viewport: { value: 'w1280' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: en.booking.summary.title() }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Normalpreis · 2 × €120.00')).toBeVisible();
  },
};
