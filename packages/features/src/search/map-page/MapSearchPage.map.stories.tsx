import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MapSearchPage } from './MapSearchPage';
import { mapSearchStoryBase } from './map-search-story';

const meta = {
  ...mapSearchStoryBase,
  title: 'Pages/MapSearchPage/Map',
} satisfies Meta<typeof MapSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The map element once MapLibre has drawn its style. */
const mapOf = async (root: HTMLElement) => {
  const map = await waitFor(
    () => {
      const element = root.querySelector<HTMLElement>('[data-slot="map"]');
      expect(element?.dataset.mapReady).toBe('true');
      return element as HTMLElement;
    },
    { timeout: 10000 },
  );
  return map;
};

/** A new term fits the map to what it found, with 24 px padding: it centres on the results. */
export const TermFitsTheMap: Story = {
  play: async ({ canvasElement }) => {
    const map = await mapOf(canvasElement);
    await expect(map).toHaveAttribute('data-center', '50.93750,6.96030');
    const term = within(canvasElement).getByRole('textbox', { name: 'Suchbegriff' });
    await userEvent.type(term, 'ballett{Enter}');
    await waitFor(() => expect(map.dataset.center).not.toBe('50.93750,6.96030'), {
      timeout: 8000,
    });
    await expect(Number(map.dataset.zoom)).toBeLessThanOrEqual(13);
  },
};
