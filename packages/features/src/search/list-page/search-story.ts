/** What the search page stories look at: the result count and the link to the map search. */
import { expect, waitFor, within } from 'storybook/test';
import { storyServices } from '../../core/test';
import { SearchPage } from './SearchPage';

/** The meta the search page stories share (each adds its title and args). */
export const searchStoryBase = {
  ...storyServices,
  component: SearchPage,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'w1280' } },
};

/** Waits until the results heading reads `text`, e.g. "17 Ergebnisse". */
export const count = (el: HTMLElement, text: string) =>
  waitFor(() =>
    expect(within(el).getByRole('heading', { level: 2, name: /^Ergebnisse/ })).toHaveTextContent(
      text,
    ),
  );

/** The link to the map search with the same place and term. */
export const mapLink = (el: HTMLElement) =>
  within(el).getByRole('link', { name: /Auf der Karte suchen/ });
