import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapHoverCard } from './MapHoverCard';

/** The card over a hovered marker or cluster, placed above the pointer. */
const meta = {
  title: 'Components/MapView/HoverCard',
  tags: ['autodocs', 'stable'],
  component: MapHoverCard,
  args: { hover: { x: 180, y: 140, shown: ['Schwimmschule Seepferdchen'], more: 0 } },
  decorators: [
    (Story) => (
      <div className="relative h-48 w-96 rounded-lg bg-muted">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MapHoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single provider: its name. */
export const OneProvider: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Schwimmschule Seepferdchen']);
    await expect(within(canvasElement).queryByText(/weitere/)).toBeNull();
  },
};

/** A cluster of seven: three names, then the count of the others. */
export const Cluster: Story = {
  args: {
    hover: {
      x: 180,
      y: 140,
      shown: ['Ballettschule Spitzentanz', 'CodeKids Köln', 'Kinderturnwelt Köln-Sülz'],
      more: 4,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvasElement).getByText('+ 4 weitere Anbieter')).toBeVisible();
  },
};

/** One more: the singular. */
export const OneMore: Story = {
  args: { hover: { x: 180, y: 140, shown: ['A', 'B', 'C'], more: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+ 1 weiterer Anbieter')).toBeVisible();
  },
};

/** Near the map's left and top edges: the card stays inside the map and drops below the point. */
export const AtTheEdge: Story = {
  args: { hover: { x: 4, y: 10, shown: ['Schwimmschule Seepferdchen'], more: 0 } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="map-hover"]');
    const map = card?.parentElement;
    if (!card || !map) throw new Error('The card is missing.');
    const inner = card.getBoundingClientRect();
    const outer = map.getBoundingClientRect();
    await expect(inner.left).toBeGreaterThanOrEqual(outer.left);
    await expect(inner.top).toBeGreaterThan(outer.top + 10);
    await expect(card).toHaveAttribute('data-placement', 'below');
  },
};

/** Near the right edge: pulled back inside, above the point. */
export const AtTheRightEdge: Story = {
  args: { hover: { x: 380, y: 140, shown: ['Schwimmschule Seepferdchen'], more: 0 } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="map-hover"]');
    const map = card?.parentElement;
    if (!card || !map) throw new Error('The card is missing.');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
      map.getBoundingClientRect().right,
    );
    await expect(card.getBoundingClientRect().bottom).toBeLessThan(
      map.getBoundingClientRect().top + 140,
    );
    await expect(card).toHaveAttribute('data-placement', 'above');
  },
};

/** English. */
export const English: Story = {
  args: Cluster.args,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+ 4 more providers')).toBeVisible();
  },
};
