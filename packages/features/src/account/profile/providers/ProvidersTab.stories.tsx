import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_NOW, kurseOf, storyServices, storySetup, type StoryKurse } from '../../../core/test';
import { ProvidersTab } from './ProvidersTab';

const DAY = 24 * 60 * 60_000;

/**
 * Three visits of seed providers, put into the store out of order (as a list restored from
 * storage may be): Seepferdchen 2 days ago, Farbklecks 10 days ago, Hopsala 5 minutes ago.
 */
async function visitProviders({ services }: StoryKurse) {
  const visits = [
    ['schwimmschule-seepferdchen', 2 * DAY],
    ['malschule-farbklecks', 10 * DAY],
    ['hopsala-kinderturnen', 5 * 60_000],
  ] as const;
  for (const [slug, ago] of visits) {
    const result = await services.api.GET('/providers/{id}', { params: { path: { id: slug } } });
    if (!result.ok) throw new Error(`The provider ${slug} did not load.`);
    const { id, name, logo } = result.data;
    services.stores.visits.providers.push({
      id,
      slug,
      name,
      logo: logo ?? null,
      time: STORY_NOW.getTime() - ago,
    });
  }
}

const meta = {
  ...storyServices,
  title: 'Features/Account/ProvidersTab',
  component: ProvidersTab,
} satisfies Meta<typeof ProvidersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No visits: the hint with the links to the search and to the online offers. */
export const Empty: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Du hast noch keine Anbieter besucht.')).toBeVisible();
    await expect(canvas.getByText(/Stöbere in der Suche/)).toBeVisible();
    const kurse = kurseOf(context);
    const { stores } = kurse.services;
    await expect(stores.search.filters.locationTypes).toHaveLength(4);

    await userEvent.click(canvas.getByRole('link', { name: 'Zur Suche' }));
    await expect(kurse.navigations).toEqual(['/search']);
    await expect(stores.search.filters.locationTypes).toHaveLength(4);

    const online = canvas.getByRole('link', { name: 'Online-Angebote entdecken' });
    await expect(online).toHaveAttribute('href', '/search');
    online.focus();
    await userEvent.keyboard('{Enter}');
    await expect(kurse.navigations).toEqual(['/search', '/search']);
    await expect(stores.search.filters.locationTypes).toEqual(['online']);
  },
};

/** Visited providers as cards, newest first, with the visit date, each linking to its page. */
export const Filled: Story = {
  parameters: storySetup(visitProviders),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const cards = canvas.getAllByRole('link');
    await expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/hopsala-kinderturnen',
      '/schwimmschule-seepferdchen',
      '/malschule-farbklecks',
    ]);
    await expect(cards[0]).toHaveTextContent(/Hopsala.*Besucht am 23\.11\.2026/);
    await expect(cards[1]).toHaveTextContent(/Seepferdchen.*Besucht am 21\.11\.2026/);
    await expect(cards[2]).toHaveTextContent(/Farbklecks.*Besucht am 13\.11\.2026/);
    await expect(canvas.queryByText('Du hast noch keine Anbieter besucht.')).toBeNull();
    await userEvent.click(cards[1] as HTMLElement);
    await expect(kurseOf(context).navigations).toEqual(['/schwimmschule-seepferdchen']);
  },
};

export const FilledEnglish: Story = {
  parameters: Filled.parameters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('link');
    await expect(cards[0]).toHaveTextContent(/Visited on 23\/11\/2026/);
    await expect(cards[2]).toHaveTextContent(/Visited on 13\/11\/2026/);
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You haven't visited any providers yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to search' })).toHaveAttribute(
      'href',
      '/search',
    );
    await expect(canvas.getByRole('link', { name: 'Discover online offers' })).toBeVisible();
  },
};
