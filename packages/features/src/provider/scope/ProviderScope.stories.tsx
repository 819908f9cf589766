import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { kurseOf, loadProvider, storyServices, storySetup, type StoryKurse } from '../../core/test';
import { ProviderScope } from './ProviderScope';

const SLUG = 'schwimmschule-seepferdchen';
const OTHER = 'hopsala-kinderturnen';

/** Stand-in for the provider-scoped page. */
function ProviderPage() {
  return <p>Seite des Anbieters</p>;
}

/**
 * Holds the demo backend's answers to `GET /providers/{id}` until the play function releases
 * them, so the loading state can be seen. Other requests are answered at once.
 */
const held = new WeakMap<StoryKurse, () => void>();
function holdProviderLoads(kurse: StoryKurse) {
  const answer = kurse.mock.fetch.bind(kurse.mock);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  held.set(kurse, release);
  kurse.mock.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (/\/providers\/[^/?]+(\?|$)/.test(url)) await released;
    return answer(input, init);
  };
}
const releaseProviderLoads = (kurse: StoryKurse) => held.get(kurse)?.();

const meta = {
  ...storyServices,
  title: 'Features/Provider/ProviderScope',
  component: ProviderScope,
  parameters: { layout: 'fullscreen' },
  args: { slug: SLUG, children: <ProviderPage /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ProviderScope>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Another provider is still in the store: the loader shows until the provider of the address
 * (slug in other case) has loaded, then the page; the visit is remembered.
 */
export const LoadingThenReady: Story = {
  args: { slug: 'Schwimmschule-Seepferdchen' },
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, OTHER);
    holdProviderLoads(kurse);
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { stores } = kurseOf(context).services;
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByText('Seite des Anbieters')).toBeNull();
    await expect(stores.visits.providers).toEqual([]);

    releaseProviderLoads(kurseOf(context));
    await expect(await canvas.findByText('Seite des Anbieters')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(stores.provider.current?.slug).toBe(SLUG);
    await expect(stores.visits.providers).toEqual([
      expect.objectContaining({ id: 1, slug: SLUG, name: 'Schwimmschule Seepferdchen' }),
    ]);
  },
};

/** The provider of the address is already in the store: the page shows while it is refreshed. */
export const StoredProvider: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SLUG);
    holdProviderLoads(kurse);
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { stores } = kurseOf(context).services;
    await expect(canvas.getByText('Seite des Anbieters')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(stores.visits.providers).toEqual([]);

    releaseProviderLoads(kurseOf(context));
    await waitFor(() => expect(stores.visits.providers).toHaveLength(1));
    await expect(stores.visits.providers[0]).toMatchObject({ id: 1, slug: SLUG });
    await expect(canvas.getByText('Seite des Anbieters')).toBeVisible();
  },
};

/** An unknown slug: the not-found page with the provider text, no page, no visit. */
export const NotFound: Story = {
  args: { slug: 'gibt-es-nicht' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { stores } = kurseOf(context).services;
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Seite nicht gefunden',
    );
    await expect(
      canvas.getByText('Diesen Anbieter konnten wir leider nicht finden.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByText('Seite des Anbieters')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden – Kurse'));
    await expect(stores.provider.current).toBeNull();
    await expect(stores.visits.providers).toEqual([]);
  },
};

/** The provider cannot be loaded (500): the generic error screen with the provider text. */
export const Failed: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('provider-error')),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { stores } = kurseOf(context).services;
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Da ist etwas schiefgelaufen',
    );
    await expect(
      canvas.getByText(
        'Der Anbieter kann gerade nicht geladen werden. Bitte versuch es später noch einmal.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await expect(canvas.queryByText('Seite des Anbieters')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Da ist etwas schiefgelaufen – Kurse'));
    await expect(stores.provider.current).toBeNull();
    await expect(stores.visits.providers).toEqual([]);
  },
};

export const NotFoundEnglish: Story = {
  ...NotFound,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Page not found',
    );
    await expect(canvas.getByText("Sorry, we couldn't find this provider.")).toBeVisible();
  },
};
