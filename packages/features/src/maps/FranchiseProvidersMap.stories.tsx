import type { Provider } from '@kurse/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyServices } from '../test/story-services';
import { FranchiseProvidersMap, franchiseMarkers } from './FranchiseProvidersMap';

/** Twelve locations across Germany, one provider with an extra address and one without any. */
const providers = [
  ['berlin', 52.52, 13.405],
  ['hamburg', 53.5511, 9.9937],
  ['muenchen', 48.1374, 11.5755],
  ['koeln', 50.9375, 6.9603],
  ['frankfurt', 50.1109, 8.6821],
  ['stuttgart', 48.7758, 9.1829],
  ['leipzig', 51.3397, 12.3731],
  ['dresden', 51.0504, 13.7373],
  ['hannover', 52.3759, 9.732],
  ['nuernberg', 49.4521, 11.0767],
  ['bremen', 53.0793, 8.8017],
].map(([slug, lat, lng], i) => ({
  id: i + 1,
  slug: `kinderturnwelt-${slug}`,
  name: `Kinderturnwelt ${slug}`,
  address: { lat, lng },
  addresses: i === 0 ? [{ lat: 52.4, lng: 13.05 }] : [],
})) as unknown as Provider[];
const withoutAddress = {
  id: 99,
  slug: 'mobil',
  name: 'Mobil',
  address: null,
} as unknown as Provider;

const meta = {
  ...storyServices,
  title: 'Maps/FranchiseProvidersMap',
  component: FranchiseProvidersMap,
  args: { providers: [...providers, withoutAddress], className: 'h-96' },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'w1280' } },
} satisfies Meta<typeof FranchiseProvidersMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Inactive (on the franchise page): the overlay asks for a click, the map cannot be zoomed yet.
 * Markers: one per location (the extra address included, the provider without one left off).
 */
export const Inactive: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(franchiseMarkers(args.providers)).toHaveLength(12);
    const activate = within(canvasElement).getByRole('button', {
      name: 'Zum Bedienen der Karte klicken',
    });
    await expect(activate).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Hineinzoomen' })).toBeNull();
  },
};

/** A click (or Enter) activates it: the overlay goes, the zoom buttons come. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const activate = within(canvasElement).getByRole('button', {
      name: 'Zum Bedienen der Karte klicken',
    });
    activate.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Hineinzoomen' },
        { timeout: 10000 },
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="map-activate"]')).toBeNull(),
    );
  },
};
