import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocationCard, type LocationCardProps } from './LocationCard';

const de = messagesFor('de');
const en = messagesFor('en');

const categories = [
  'Schwimmen',
  'Babyschwimmen',
  'Aquafitness',
  'Tauchen',
  'Rettungsschwimmen',
  'Wassergewöhnung',
].map((name, i) => ({ id: i + 1, name }));

/** The card with its highlight kept as the map search keeps it. */
function Highlighting(props: LocationCardProps) {
  const [key, setKey] = useState<string | null>(null);
  return (
    <LocationCard
      {...props}
      highlighted={key === props.locationKey}
      onHighlight={(next) => {
        setKey(next);
        props.onHighlight(next);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/LocationCard',
  component: LocationCard,
  args: {
    locationKey: '52.52,13.405',
    providers: [
      {
        id: 1,
        name: 'Schwimmschule Seepferdchen',
        href: '/schwimmschule-seepferdchen',
        categories,
      },
      { id: 2, name: 'Aqua Kids Berlin', href: '/aqua-kids' },
    ],
    address: 'Lindenstraße 12, 10115 Berlin',
    distance: 1.254,
    highlighted: false,
    onHighlight: fn(),
  },
  render: (args) => (
    <div className="w-[min(100vw-2rem,24rem)]">
      <Highlighting {...args} />
    </div>
  ),
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two providers (the first with 5 of its 6 categories), the address and 1,25 km. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Schwimmschule Seepferdchen' })).toHaveAttribute(
      'href',
      '/schwimmschule-seepferdchen',
    );
    await expect(canvas.getByRole('link', { name: 'Aqua Kids Berlin' })).toBeVisible();
    const list = canvas.getByRole('list', { name: de.search.map.categories() });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByText('Wassergewöhnung')).toBeNull();
    await expect(canvas.getByText('Lindenstraße 12, 10115 Berlin')).toBeVisible();
    await expect(canvas.getByText('1,25 km')).toBeVisible();
  },
};

/** The pointer on the card highlights it and reports its key; leaving reports null. */
export const Hover: Story = {
  play: async ({ args, canvasElement }) => {
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('no card');
    await userEvent.hover(card);
    await expect(args.onHighlight).toHaveBeenLastCalledWith('52.52,13.405');
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await userEvent.unhover(card);
    await expect(args.onHighlight).toHaveBeenLastCalledWith(null);
    await expect(card).not.toHaveAttribute('data-highlighted');
  },
};

/** Tabbing to a provider's link highlights the card, as the pointer does. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Schwimmschule Seepferdchen' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(args.onHighlight).toHaveBeenLastCalledWith('52.52,13.405');
  },
};

/** Without a distance (no searched place): no km. */
export const WithoutDistance: Story = {
  args: { distance: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/km$/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: en.search.map.categories() })).toBeVisible();
    await expect(canvas.getByText('1.25 km')).toBeVisible();
  },
};
