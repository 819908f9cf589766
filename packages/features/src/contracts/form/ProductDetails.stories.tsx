import type { Event, Product } from '@kurse/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyServices } from '../../core/test';
import { ProductDetails } from './ProductDetails';

const event = (id: number, name: string): Event => ({
  id,
  name,
  typeOf: 'flexible',
  description: 'Termine nach Absprache.',
});

const PLAN: Product = {
  id: 1,
  name: 'Kurs in 3 Raten',
  description: 'Drei Monatsraten.',
  price: 5000,
  priceTotal: null,
  periodCount: 3,
  typeOf: 'plan',
  intervalType: 'month',
  intervalCount: 1,
  invoiceAnchor: 'start_date',
  eventOnly: true,
  events: [event(11, 'Gruppe A')],
};

/**
 * What the new-contract modal tells about a product. Spec: transactions §2 New contract modal,
 * §3 Product.
 */
const meta = {
  ...storyServices,
  title: 'Features/Contracts/ProductDetails',
  component: ProductDetails,
  args: { product: PLAN, event: PLAN.events?.[0] ?? null },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plan without priceTotal: the total is price × periods (150 €); no invoice anchor. */
export const Plan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^150,00\s€$/)).toBeVisible();
    await expect(canvas.getByText('3 Raten')).toBeVisible();
    await expect(canvas.queryByText('Abrechnung')).toBeNull();
  },
};

/**
 * A subscription over two events, not eventOnly, with a description of 201 characters: read
 * more, the invoice anchor at the end of the period, and the other event.
 */
export const SubscriptionWithOtherEvents: Story = {
  args: {
    product: {
      ...PLAN,
      typeOf: 'subscription',
      periodCount: null,
      description: `${'a'.repeat(200)}Z`,
      invoiceAnchor: 'end_of_period',
      eventOnly: false,
      events: [event(11, 'Gruppe A'), event(12, 'Gruppe B')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Gesamtkosten')).toBeNull();
    await expect(canvas.getByText('zum Ende des Zeitraums')).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Gruppe B');
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr lesen' }));
    await expect(canvas.getByText(/Z$/)).toBeVisible();
  },
};

/** Exactly 200 characters: no toggle. */
export const DescriptionAtThreshold: Story = {
  args: { product: { ...PLAN, description: 'a'.repeat(200) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Mehr lesen' })).toBeNull();
  },
};
