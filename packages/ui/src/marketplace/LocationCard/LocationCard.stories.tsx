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
  title: 'Components/LocationCard',
  tags: ['autodocs', 'stable'],
  component: LocationCard,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the list beside the map search; stories for hover, keyboard and without distance.

A location of the map search: its providers (logo, name linking to the provider page, at most 5
categories), the address and the distance in km with 2 decimals. Hovering it, or focusing a link
in it, highlights its marker on the map (\`onHighlight\`).

**When to use.** In the list next to a \`MapView\`, one card per marker location.

**Accessibility.** An \`<article>\`; each provider name is a link, and the categories are a list
named "Kategorien". The highlight only mirrors the map: everything is reachable through the links.

**Do**

- Pass the same \`locationKey\` as the marker's id.
- Keep the list in the order of the map's results.

**Don't**

- Don't put the card's only information in the highlight colour.
- Don't add buttons: the links are the controls.`,
      },
    },
  },
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
