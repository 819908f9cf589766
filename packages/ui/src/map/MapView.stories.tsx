import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MapView } from './MapView';
import type { MapCamera, MapMarker } from './types';

const KOELN = { lat: 50.9375, lng: 6.9603 };

/** 40 providers around Cologne's centre: close ones cluster, far ones stand alone. */
const markers: MapMarker[] = Array.from({ length: 40 }, (_, i) => ({
  id: `p${i}`,
  name: `Anbieter ${i + 1}`,
  lat: KOELN.lat + Math.sin(i * 2.4) * 0.004 * (1 + (i % 8)),
  lng: KOELN.lng + Math.cos(i * 2.4) * 0.006 * (1 + (i % 8)),
}));

const meta = {
  title: 'Components/MapView',
  tags: ['autodocs', 'stable'],
  component: MapView,
  args: {
    label: 'Karte mit Anbietern',
    center: KOELN,
    zoom: 12,
    minZoom: 9,
    maxZoom: 16,
    markers,
    onViewChange: fn(),
    onMarkerPress: fn(),
    onHighlight: fn(),
    className: 'h-[28rem]',
    // The stories count the map's pixels.
    readablePixels: true,
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**Status: stable** — the map search, the franchise's providers and the provider's place; stories for markers, highlight, fixed and keyboard.

A map of provider locations (\`@kurse/ui/map\`): MapLibre with deck.gl markers, clustered at 20 px,
the marker under the pointer drawn larger (\`highlightedId\`). The map's code loads on first use;
a placeholder ("Karte wird geladen …") holds the space. Call \`setMapWorkerUrl\` once in the app.

**When to use.** When where things are matters: the map search, a franchise's providers, a
provider's place (\`interactive={false}\`, \`decorative\`, \`deferUntilVisible\`). Always offer the same
results as a list beside it.

**Accessibility.** Named by \`label\`. The map takes focus: arrow keys pan, + and − zoom. After it
in the Tab order, a list of the markers in view: arrow keys or first letters choose one, the map
rings it and shows its name, Enter opens the provider or zooms into the cluster. A \`decorative\`
map is hidden from screen readers and needs text next to it that names the place.

**Do**

- Pair the map with a list (\`LocationCard\`s) of the same locations.
- Use \`fitTo\` to show a new result set, once per \`key\`.

**Don't**

- Don't make the map the only way to reach a provider.
- Don't load it on pages that do not show it: import it from \`@kurse/ui/map\` there only.`,
      },
    },
  },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cameras a mocked `onViewChange` was called with. */
const cameras = (spy: unknown) => (spy as ReturnType<typeof fn<(c: MapCamera) => void>>).mock;

/** The map element once MapLibre has loaded its style. */
const ready = async (root: HTMLElement) => {
  // MapLibre names its canvas with the label: the region screen readers land on.
  const region = await within(root).findByRole(
    'region',
    { name: /Karte|map/i },
    { timeout: 10000 },
  );
  const map = region.closest<HTMLElement>('[data-slot="map"]');
  if (!map) throw new Error('The map element is missing.');
  await waitFor(() => expect(map.dataset.mapReady).toBe('true'), { timeout: 10000 });
  return map;
};

/** Counts the pixels of a colour (±12 per channel) on the map's canvases. */
function pixelsOf(root: HTMLElement, [r, g, b]: [number, number, number]): number {
  const canvases = [...root.querySelectorAll('canvas')];
  const first = canvases[0];
  if (!first) return 0;
  const out = document.createElement('canvas');
  out.width = first.width;
  out.height = first.height;
  const ctx = out.getContext('2d');
  if (!ctx) return 0;
  for (const c of canvases) ctx.drawImage(c, 0, 0, out.width, out.height);
  const data = ctx.getImageData(0, 0, out.width, out.height).data;
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const near = (v: number | undefined, w: number) => Math.abs((v ?? 0) - w) <= 12;
    if (near(data[i], r) && near(data[i + 1], g) && near(data[i + 2], b)) count += 1;
  }
  return count;
}

/**
 * The bundled style draws land and water with no tile server; the providers show as markers and
 * clusters in the primary colour; zoom buttons carry the catalogue's labels.
 */
export const Markers: Story = {
  play: async ({ canvasElement }) => {
    const map = await ready(canvasElement);
    await waitFor(() => expect(pixelsOf(map, [91, 33, 182])).toBeGreaterThan(200), {
      timeout: 10000,
    });
    await expect(pixelsOf(map, [246, 243, 238])).toBeGreaterThan(1000);
    await expect(within(map).getByRole('button', { name: 'Hineinzoomen' })).toBeVisible();
    await expect(within(map).getByRole('button', { name: 'Herauszoomen' })).toBeVisible();
  },
};

/**
 * Keyboard: the map canvas is in the Tab order (MapLibre pans it with the arrow keys and zooms
 * with + and −; the map search journey presses them); the zoom-in button zooms by one step and
 * the new camera is reported.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const map = await ready(canvasElement);
    const canvas = map.querySelector<HTMLElement>('canvas.maplibregl-canvas');
    await expect(canvas).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(canvas).toHaveFocus();
    const zoomIn = within(map).getByRole('button', { name: 'Hineinzoomen' });
    zoomIn.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cameras(args.onViewChange).lastCall?.[0].zoom).toBeCloseTo(13, 1), {
      timeout: 5000,
    });
  },
};

/** The option of the marker list that has the keyboard focus. */
const focusedOption = () => document.activeElement?.closest<HTMLElement>('[role="option"]') ?? null;

/**
 * Keyboard, marker by marker: after the map and its buttons, the markers in view form a list,
 * nearest to the centre first. The one in focus is ringed on the map and named in the hover card
 * (and highlighted); Enter opens a provider or zooms into a cluster until it falls apart.
 */
export const KeyboardMarkers: Story = {
  play: async ({ canvasElement, args }) => {
    const map = await ready(canvasElement);
    const list = await within(canvasElement).findByRole('listbox', {
      name: 'Markierungen in der Kartenansicht',
    });
    await expect(list).toHaveAccessibleDescription(/Eingabetaste öffnet den Anbieter/);
    map.querySelector<HTMLElement>('canvas.maplibregl-canvas')?.focus();
    for (let i = 0; i < 6 && !focusedOption(); i += 1) await userEvent.tab();
    const options = within(list).getAllByRole('option');
    await expect(focusedOption()).toBe(options[0]);

    // Each option is ringed where it sits and named as on hover.
    const ring = canvasElement.querySelector<HTMLElement>('[data-slot="map-focus"]');
    await expect(ring).toBeVisible();
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="map-hover"]');
    const singleAt = options.findIndex((o) => /^Anbieter \d+$/.test(o.textContent ?? ''));
    const clusterAt = options.findIndex((o) => /^\d+ Anbieter/.test(o.textContent ?? ''));
    await expect(singleAt).toBeGreaterThanOrEqual(0);
    await expect(clusterAt).toBeGreaterThanOrEqual(0);

    // A cluster reads its size and first names; its card shows them.
    for (let i = 0; i < clusterAt; i += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(focusedOption()).toBe(options[clusterAt]);
    await expect(options[clusterAt]).toHaveTextContent(/^\d+ Anbieter(:|, darunter) Anbieter \d+/);
    const firstName = /Anbieter \d+/.exec(
      options[clusterAt]?.textContent?.split(/:|darunter/)[1] ?? '',
    )?.[0];
    await expect(card).toHaveTextContent(firstName ?? 'missing');

    // A single provider: highlighted, and Enter presses it.
    await userEvent.keyboard('{Home}');
    for (let i = 0; i < singleAt; i += 1) await userEvent.keyboard('{ArrowDown}');
    const name = options[singleAt]?.textContent ?? '';
    const id = markers.find((m) => m.name === name)?.id;
    await expect(args.onHighlight).toHaveBeenLastCalledWith(id);
    await expect(canvasElement.querySelector('[data-slot="map-hover"]')).toHaveTextContent(name);
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkerPress).toHaveBeenCalledWith(expect.objectContaining({ id, name }));

    // Enter on a cluster zooms in.
    await userEvent.keyboard('{Home}');
    for (let i = 0; i < clusterAt; i += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(cameras(args.onViewChange).lastCall?.[0].zoom).toBeGreaterThan(12.5),
      { timeout: 5000 },
    );

    // Leaving the list takes the ring and the highlight away.
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-slot="map-focus"]')).toBeNull();
    await expect(args.onHighlight).toHaveBeenLastCalledWith(null);
  },
};

/** The highlighted marker (a list card under the pointer) is drawn larger in the accent colour. */
export const Highlighted: Story = {
  args: { zoom: 15, highlightedId: 'p0' },
  play: async ({ canvasElement }) => {
    const map = await ready(canvasElement);
    await waitFor(() => expect(pixelsOf(map, [190, 24, 93])).toBeGreaterThan(300), {
      timeout: 10000,
    });
  },
};

/** A small fixed map (provider and franchise pages): no controls, no panning. */
export const Fixed: Story = {
  args: { interactive: false, zoom: 16, markers: markers.slice(0, 1), className: 'h-48 w-80' },
  play: async ({ canvasElement }) => {
    const map = await ready(canvasElement);
    await expect(within(map).queryByRole('button', { name: 'Hineinzoomen' })).toBeNull();
  },
};

/** English labels. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Map of providers' },
  play: async ({ canvasElement }) => {
    const map = await ready(canvasElement);
    await expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeVisible();
  },
};
