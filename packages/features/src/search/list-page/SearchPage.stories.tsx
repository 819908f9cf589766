import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdRequests } from '../../core/test';
import { failRequests } from '../../core/test';
import { storyServices, storySetup } from '../../core/test';
import { SearchPage } from './SearchPage';

const SEARCH = /\/search\/all\//;

const meta = {
  ...storyServices,
  title: 'Pages/SearchPage',
  component: SearchPage,
  args: { search: '?term=schwimm' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'w1280' } },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (el: HTMLElement) => el.querySelectorAll('[data-layout] > li');
const resultsHeading = (el: HTMLElement) =>
  within(el).findByRole('heading', { level: 2, name: /^(Ergebnisse|Results)/ });

/** Desktop, term "schwimm": provider, course and placement cards, the count, toggle and map link. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
    await expect(await resultsHeading(canvasElement)).toHaveTextContent('17 Ergebnisse');
    await expect(results(canvasElement)).toHaveLength(9);
    const provider = canvas.getByRole('link', { name: 'Schwimmschule Seepferdchen' });
    await expect(provider).toHaveAttribute('href', '/schwimmschule-seepferdchen');
    const card = provider.closest('[data-slot="provider-card"]') as HTMLElement;
    await expect(within(card).getByText('Besonders passend')).toBeVisible();
    // Relevance 1800 and 1500 with a term: both providers are highlighted.
    await expect(canvasElement.querySelectorAll('[data-highlighted]')).toHaveLength(2);
    const [pushed] = canvas.getAllByRole('link', { name: /^Seepferdchen-Kurs/ });
    await expect(pushed).toHaveAttribute('href', '/schwimmschule-seepferdchen/courses/103');
    await expect(canvas.getByRole('article', { name: 'Anzeige' })).toHaveTextContent(
      /Ferienangebote 2027/,
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Ansicht' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Auf der Karte suchen/ })).toHaveAttribute(
      'href',
      '/search-map?term=schwimm',
    );
    await expect(canvas.getByRole('combobox', { name: 'Suchbegriff' })).toHaveValue('schwimm');
    await expect(document.title).toBe('Suche – Kurse');
  },
};

/** English. */
export const ResultsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await resultsHeading(canvasElement)).toHaveTextContent('17 results');
    await expect(canvas.getAllByText('Great match')).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: 'Advertisement' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Search on the map/ })).toBeVisible();
  },
};

/** Phone: cards only, no list/card toggle, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await resultsHeading(canvasElement)).toHaveTextContent('17 Ergebnisse');
    await expect(canvas.queryByRole('radiogroup', { name: 'Ansicht' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** List view above 768 px: the toggle switches the cards to rows. */
export const ListView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsHeading(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Als Liste anzeigen' }));
    await expect(canvasElement.querySelector('ul[data-layout]')).toHaveAttribute(
      'data-layout',
      'list',
    );
  },
};

/** A position from the query: providers show the rounded distance badge (2.1 km → "2 km"). */
export const Distance: Story = {
  args: { search: '?term=kinder&lat=52.52&lng=13.405' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const provider = await canvas.findByRole('link', { name: 'Schwimmschule Seepferdchen' });
    const card = provider.closest('[data-slot="provider-card"]') as HTMLElement;
    await expect(within(card).getByText('2 km entfernt')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Auf der Karte suchen/ })).toHaveAttribute(
      'href',
      '/search-map?term=kinder&lat=52.52&lng=13.405',
    );
  },
};

/** Loading: the loading text until the answer arrives. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, SEARCH)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Wird geladen …')).toBeVisible();
    await expect(results(context.canvasElement)).toHaveLength(0);
  },
};

/** Load more adds one page (9) each time, with the "more results" note. */
export const LoadMore: Story = {
  args: { search: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await resultsHeading(canvasElement)).toHaveTextContent('163 Ergebnisse');
    await expect(results(canvasElement)).toHaveLength(9);
    await expect(canvas.getByText('Es gibt noch weitere Ergebnisse.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(results(canvasElement)).toHaveLength(18));
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(results(canvasElement)).toHaveLength(27));
  },
};

/** A failed load-more keeps the results, says so and tries again from the button. */
export const LoadMoreFailed: Story = {
  args: { search: '' },
  parameters: storySetup((kurse) => failRequests(kurse, /page=2/, 1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(results(canvasElement)).toHaveLength(9));
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr laden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Da ist etwas schiefgelaufen');
    await expect(results(canvasElement)).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(results(canvasElement)).toHaveLength(18));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Everything on one page ("yoga", 8): no note and no load-more button. */
export const AllShown: Story = {
  args: { search: '?term=yoga' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await resultsHeading(canvasElement)).toHaveTextContent('8 Ergebnisse');
    await expect(results(canvasElement)).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
    await expect(canvas.queryByText('Es gibt noch weitere Ergebnisse.')).toBeNull();
    // Relevance 940 stays below 1000: not highlighted.
    const yogaMama = canvas.getByRole('link', { name: 'YogaMama München' });
    await expect(yogaMama.closest('[data-slot="provider-card"]')).not.toHaveAttribute(
      'data-highlighted',
    );
  },
};

/** No results while a category space is set: reset filters clears the spaces. */
export const NoResultsWithSpaces: Story = {
  args: { search: '?term=xyzzy&space=travel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Leider haben wir nichts Passendes gefunden.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reisen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reisen' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    await expect(
      await canvas.findByText('Leider haben wir nichts Passendes gefunden.'),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: 'Filter zurücksetzen' })).toHaveLength(0);
  },
};

/** No results without category spaces: no reset button. */
export const NoResults: Story = {
  args: { search: '?term=xyzzy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Leider haben wir nichts Passendes gefunden.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull();
  },
};

/** A failed search: the generic error and a retry that works. */
export const Failed: Story = {
  parameters: storySetup((kurse) => failRequests(kurse, SEARCH, 1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Da ist etwas schiefgelaufen');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(results(canvasElement)).toHaveLength(9));
  },
};
