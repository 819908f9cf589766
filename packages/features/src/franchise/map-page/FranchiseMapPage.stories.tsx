import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { holdRequests } from '../../core/test';
import { storyServices, storySetup } from '../../core/test';
import { FranchiseMapPage } from './FranchiseMapPage';

const meta = {
  ...storyServices,
  title: 'Pages/FranchiseMapPage',
  component: FranchiseMapPage,
  args: { params: { id: 'kinderturnwelt' }, search: '' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'w1280' } },
} satisfies Meta<typeof FranchiseMapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The map element once MapLibre has drawn its style. */
const ready = async (root: HTMLElement) => {
  const region = await within(root).findByRole('region', { name: /Standorte/ }, { timeout: 10000 });
  const map = region.closest<HTMLElement>('[data-slot="map"]');
  await waitFor(() => expect(map?.dataset.mapReady).toBe('true'), { timeout: 10000 });
  return map as HTMLElement;
};

/**
 * Full screen at the default centre and zoom 6: usable at once (no overlay), named for screen
 * readers, with the zoom buttons.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const map = await ready(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Alle Standorte auf der Karte – Kinderturnwelt',
    );
    await expect(canvasElement.querySelector('[data-slot="map-activate"]')).toBeNull();
    await expect(within(map).getByRole('button', { name: 'Hineinzoomen' })).toBeVisible();
  },
};

/** Centre and zoom from the query: Vienna at zoom 12. */
export const FromQuery: Story = {
  args: { search: '?lat=48.2082&lng=16.3738&zoom=12' },
  play: async ({ canvasElement }) => {
    const map = await ready(canvasElement);
    await expect(map).toHaveAttribute('data-center', '48.20820,16.37380');
    await expect(map).toHaveAttribute('data-zoom', '12.00');
  },
};

/** A zoom below the limits is raised to 6, where zooming out stops. */
export const ZoomClamped: Story = {
  args: { search: '?zoom=3' },
  play: async ({ canvasElement }) => {
    const map = await ready(canvasElement);
    await expect(map).toHaveAttribute('data-zoom', '6.00');
    await expect(within(map).getByRole('button', { name: 'Herauszoomen' })).toBeDisabled();
  },
};

/** While the franchise loads: the loader. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/franchises\/kinderturnwelt$/)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByRole('region', { name: /Standorte/ })).toBeNull();
  },
};

/** An unknown franchise: not found. */
export const NotFound: Story = {
  args: { params: { id: 'gibt-es-nicht' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Seite nicht gefunden' }),
    ).toBeVisible();
  },
};

/** Any other failure: the generic error. */
export const Failed: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('franchise-error')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/kann gerade nicht geladen werden/),
    ).toBeVisible();
  },
};
