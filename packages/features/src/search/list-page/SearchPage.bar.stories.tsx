import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SearchPage } from './SearchPage';
import { count, mapLink, searchStoryBase } from './search-story';

const meta = {
  ...searchStoryBase,
  title: 'Pages/SearchPage/Search bar',
  args: { search: '', filtersOpen: false },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const addressBox = (el: HTMLElement) => within(el).getByRole('combobox', { name: 'Adresse' });

/** Typing a term suggests category names; picking one searches and goes into the address. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Suchbegriff' }), 'schwimm');
    const list = await within(document.body).findByRole('listbox');
    // The list fades in (its opacity starts at 0): wait until it shows.
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Babyschwimmen' })).toBeVisible(),
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Schwimmkurs' }));
    await waitFor(() =>
      expect(mapLink(canvasElement)).toHaveAttribute('href', '/search-map?term=Schwimmkurs'),
    );
  },
};

/** Enter in the term box searches (keyboard only). */
export const EnterSearches: Story = {
  play: async ({ canvasElement }) => {
    await count(canvasElement, '163 Ergebnisse');
    await userEvent.type(
      within(canvasElement).getByRole('combobox', { name: 'Suchbegriff' }),
      'yoga{Enter}',
    );
    await count(canvasElement, '8 Ergebnisse');
    await expect(mapLink(canvasElement)).toHaveAttribute('href', '/search-map?term=yoga');
  },
};

/** A typed address is geocoded (Berlin → 52.52, 13.405) and written to the query with the term. */
export const TypedAddress: Story = {
  args: { search: '?term=kinder' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Enter while the suggestions show but none is chosen searches the typed text.
    await userEvent.type(addressBox(canvasElement), 'Berlin{Enter}');
    await waitFor(() =>
      expect(mapLink(canvasElement)).toHaveAttribute(
        'href',
        '/search-map?term=kinder&address=Berlin&lat=52.52&lng=13.405',
      ),
    );
    await expect(await canvas.findByText('2 km entfernt')).toBeVisible();
  },
};

/**
 * Picking a suggested place searches at once with its position (no second lookup); the label of
 * the place goes into the query.
 */
export const PickedAddress: Story = {
  args: { search: '?term=kinder' },
  play: async ({ canvasElement }) => {
    await userEvent.type(addressBox(canvasElement), 'Berl');
    await userEvent.click(await screen.findByRole('option', { name: '10115 Berlin, DE' }));
    await waitFor(() =>
      expect(mapLink(canvasElement)).toHaveAttribute(
        'href',
        '/search-map?term=kinder&address=10115+Berlin%2C+DE&lat=52.52&lng=13.405',
      ),
    );
    await expect(addressBox(canvasElement)).toHaveValue('10115 Berlin, DE');
    await expect(await within(canvasElement).findByText('2 km entfernt')).toBeVisible();
  },
};
