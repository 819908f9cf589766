import type { Provider } from '@kurse/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyServices } from '../../core/test';
import { franchiseMarkers } from './franchise-markers';
import { FranchiseProvidersMap } from './FranchiseProvidersMap';

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
  title: 'Features/Franchise/FranchiseProvidersMap',
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

const wien = {
  id: 12,
  slug: 'kinderturnwelt-wien',
  name: 'Kinderturnwelt wien',
  address: { lat: 48.2082, lng: 16.3738 },
  addresses: [],
} as unknown as Provider;

/** The map element once MapLibre has loaded its style. */
async function readyMap(root: HTMLElement): Promise<HTMLElement> {
  const map = await waitFor(
    () => {
      const found = root.querySelector<HTMLElement>('[data-slot="map"]');
      if (found?.dataset.mapReady !== 'true') throw new Error('The map is not ready yet.');
      return found;
    },
    { timeout: 15000 },
  );
  return map;
}

/** Whether every marker lies inside the map's visible box (`data-bounds`). */
function showsAll(map: HTMLElement, markers: readonly { lat: number; lng: number }[]): boolean {
  const [west = 0, south = 0, east = 0, north = 0] = (map.dataset.bounds ?? '')
    .split(',')
    .map(Number);
  return markers.every((m) => m.lng >= west && m.lng <= east && m.lat >= south && m.lat <= north);
}

/**
 * All locations in view (from Hamburg to Vienna in a 384 px box): the map opens fitted to them,
 * below the spec's zoom 6 when they need the room, and can be zoomed out that far again.
 */
export const FitsAllLocations: Story = {
  args: { providers: [...providers, wien], active: true },
  play: async ({ canvasElement, args }) => {
    const map = await readyMap(canvasElement);
    const markers = franchiseMarkers(args.providers);
    await waitFor(() => expect(showsAll(map, markers)).toBe(true), { timeout: 10000 });
    await expect(Number(map.dataset.zoom)).toBeLessThan(6);
    await expect(Number(map.dataset.minZoom)).toBeLessThanOrEqual(Number(map.dataset.zoom));
    const zoomOut = within(map).getByRole('button', { name: 'Herauszoomen' });
    await expect(zoomOut).toBeEnabled();
  },
};

/** Behind the overlay too, the franchise page's map shows every location at once. */
export const InactiveFitsAll: Story = {
  args: { providers: [...providers, wien] },
  play: async ({ canvasElement, args }) => {
    const map = await readyMap(canvasElement);
    const markers = franchiseMarkers(args.providers);
    await waitFor(() => expect(showsAll(map, markers)).toBe(true), { timeout: 10000 });
    // Activating makes the map again: it is fitted again.
    within(canvasElement).getByRole('button', { name: 'Zum Bedienen der Karte klicken' }).focus();
    await userEvent.keyboard('{Enter}');
    const active = await readyMap(canvasElement);
    await waitFor(
      () => expect(within(active).getByRole('button', { name: 'Herauszoomen' })).toBeEnabled(),
      { timeout: 10000 },
    );
    await expect(showsAll(active, markers)).toBe(true);
  },
};
