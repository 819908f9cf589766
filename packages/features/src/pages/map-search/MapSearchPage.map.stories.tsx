import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyServices } from '../../test/story-services';
import { stubGeolocation } from './geolocation-stub';
import { MapSearchPage } from './MapSearchPage';

const meta = {
  ...storyServices,
  title: 'Pages/MapSearchPage/Map',
  component: MapSearchPage,
  args: { search: '?address=K%C3%B6ln&lat=50.9375&lng=6.9603&zoom=13' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'w1280' } },
  beforeEach: () => stubGeolocation('unavailable'),
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

/** A new term fits the map to what it found, with 24 px padding (the camera changes). */
export const TermFitsTheMap: Story = {
  play: async ({ canvasElement }) => {
    const map = await mapOf(canvasElement);
    await expect(map).toHaveAttribute('data-zoom', '13.00');
    const term = within(canvasElement).getByRole('textbox', { name: 'Suchbegriff' });
    await userEvent.type(term, 'ballett{Enter}');
    await waitFor(() => expect(map.dataset.zoom).not.toBe('13.00'), { timeout: 8000 });
  },
};
