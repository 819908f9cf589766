import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdRequests, releaseRequests } from '../../core/test';
import { kurseOf, storySetup } from '../../core/test';
import type { SearchPage } from './SearchPage';
import { count, mapLink, searchStoryBase } from './search-story';

const meta = {
  ...searchStoryBase,
  title: 'Pages/SearchPage/Filters',
  args: { search: '?term=schwimm', filtersOpen: true },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open filters show the defaults; "bookable only" off finds 18 instead of 17 (persisted). */
export const Defaults: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await count(context.canvasElement, '17 Ergebnisse');
    const ages = await canvas.findByRole('group', { name: 'Für wen?' });
    for (const name of ['Babys', 'Kinder', 'Eltern']) {
      await expect(within(ages).getByRole('checkbox', { name })).toBeChecked();
    }
    const places = canvas.getByRole('group', { name: 'Wo?' });
    await expect(within(places).getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await expect(canvas.getByRole('slider', { name: 'Höchstpreis' })).toHaveAttribute(
      'aria-valuetext',
      'Kein Limit',
    );
    await userEvent.click(canvas.getByRole('button', { name: /25 km/ }));
    const radii = await within(document.body).findByRole('listbox');
    await expect(
      within(radii)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5 km', '10 km', '25 km', '50 km', '100 km']);
    await userEvent.click(within(radii).getByRole('option', { name: '50 km' }));
    await expect(kurseOf(context).services.stores.search.filters.radius).toBe(50);
    await expect(canvas.getByRole('group', { name: 'Ab wann?' })).toBeVisible();
    const bookable = canvas.getByRole('switch', { name: 'Nur buchbare Angebote' });
    await expect(bookable).toBeChecked();
    await userEvent.click(bookable);
    await count(context.canvasElement, '18 Ergebnisse');
    await expect(kurseOf(context).services.stores.search.filters.bookable).toBe(false);
  },
};

/** English filters. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'For whom?' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Babies' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Bookable offers only' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuetext',
      'No limit',
    );
  },
};

/** Phone: the open filters stack and fit the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'Wo?' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Age groups and price: unticking babies is stored; price 0 € finds nothing. */
export const AgeAndPrice: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await count(context.canvasElement, '17 Ergebnisse');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Babys' }));
    await waitFor(() =>
      expect(kurseOf(context).services.stores.search.filters.ageGroups).toEqual([
        'child',
        'parents',
      ]),
    );
    const slider = canvas.getByRole('slider', { name: 'Höchstpreis' });
    slider.focus();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', expect.stringMatching(/^bis 0\s€$/));
    await expect(
      await canvas.findByText('Leider haben wir nichts Passendes gefunden.'),
    ).toBeVisible();
    await expect(kurseOf(context).services.stores.search.filters.maxPrice).toBe(0);
  },
};

/** The start-date calendar opens; Enter picks the focused day, the clear button removes it. */
export const StartDate: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Kalender öffnen/ }));
    const dialog = await within(document.body).findByRole('dialog');
    // The calendar fades in (its opacity starts at 0): wait until it shows.
    await waitFor(() => expect(within(dialog).getByRole('grid')).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(kurseOf(context).services.stores.search.filters.startDate).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Datum entfernen' }));
    await expect(kurseOf(context).services.stores.search.filters.startDate).toBeNull();
  },
};

/** A category space narrows the search and goes into the query as `space`. */
export const CategorySpace: Story = {
  args: { search: '', filtersOpen: false },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await count(context.canvasElement, '163 Ergebnisse');
    await userEvent.click(canvas.getByRole('button', { name: 'Reisen' }));
    await count(context.canvasElement, '14 Ergebnisse');
    await expect(mapLink(context.canvasElement)).toHaveAttribute(
      'href',
      '/search-map?space=travel',
    );
    await expect(kurseOf(context).services.stores.search.filters.categorySpaces).toEqual([
      'travel',
    ]);
  },
};

/**
 * A link's category space (`?space=`) narrows the search and stays in the address: it is the
 * address's, not stored with the visitor's filters.
 */
export const CategorySpaceFromLink: Story = {
  args: { search: '?space=travel', filtersOpen: false },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await count(context.canvasElement, '14 Ergebnisse');
    await expect(canvas.getByRole('button', { name: 'Reisen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(kurseOf(context).services.stores.search.filters.categorySpaces).toEqual([]);
  },
};

/** A newer search cancels the one in flight; its late answer is ignored, with no error. */
export const Cancelled: Story = {
  args: { search: '?term=yoga', filtersOpen: false },
  parameters: storySetup((kurse) => holdRequests(kurse, /term=yoga/)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Wird geladen …')).toBeVisible();
    const term = canvas.getByRole('combobox', { name: 'Suchbegriff' });
    await userEvent.clear(term);
    await userEvent.type(term, 'schwimm{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Suchen' }));
    await count(context.canvasElement, '17 Ergebnisse');
    releaseRequests(kurseOf(context));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByRole('heading', { level: 2, name: /^Ergebnisse/ })).toHaveTextContent(
      '17 Ergebnisse',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
