import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { answerServerErrors } from '../../core/test';
import { kurseOf, storySetup } from '../../core/test';
import { stubGeolocation } from './geolocation-stub';
import type { MapSearchPage } from './MapSearchPage';
import { count, mapSearchStoryBase } from './map-search-story';

const meta = {
  ...mapSearchStoryBase,
  title: 'Pages/MapSearchPage',
} satisfies Meta<typeof MapSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (el: HTMLElement) => el.querySelectorAll<HTMLElement>('[data-location]');

/** Without a centre: the intro, the map of the default centre, no search. */
export const Intro: Story = {
  args: { search: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Gib eine Adresse ein oder nutze deinen Standort/),
    ).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Results around Cologne: the count within 5 km (zoom 13), the location cards nearest first with
 * their distance in km with 2 decimals, the providers' links; a card under the pointer is
 * highlighted (and so is its marker).
 */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await count(canvasElement, '3 Ergebnisse im Umkreis von 5 km');
    const list = [...cards(canvasElement)];
    await expect(list).toHaveLength(3);
    await expect(list[0]).toHaveTextContent(/1,91 km$/);
    await expect(within(list[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/ballettschule-spitzentanz',
    );
    await userEvent.hover(list[1] as HTMLElement);
    await expect(list[1]).toHaveAttribute('data-highlighted', 'true');
    await userEvent.unhover(list[1] as HTMLElement);
    await expect(list[1]).not.toHaveAttribute('data-highlighted');
  },
};

/** Nothing within the radius (the North Sea): the no-results text and the lead form. */
export const NoResults: Story = {
  args: { search: '?lat=54.3&lng=7.4&zoom=13' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvasElement, '0 Ergebnisse im Umkreis von 5 km');
    await expect(
      canvas.getByText('In diesem Umkreis haben wir leider nichts gefunden.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Kennst du einen Anbieter, der hier fehlt?' }),
    ).toBeVisible();
  },
};

/** A term narrows the locations; the online toggle searches online offers. */
export const TermAndOnline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvasElement, '3 Ergebnisse');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Suchbegriff' }), 'ballett{Enter}');
    await count(canvasElement, '2 Ergebnisse im Umkreis von 5 km');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Suchbegriff' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suchen' }));
    await count(canvasElement, '3 Ergebnisse');
    await userEvent.click(canvas.getByRole('switch', { name: 'Online-Angebote anzeigen' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="map-count"]')).not.toHaveTextContent(
        /^3 Ergebnisse im Umkreis/,
      ),
    );
  },
};

/** The visitor's position becomes the centre when the browser gives it. */
export const FromPosition: Story = {
  args: { search: '' },
  beforeEach: () => stubGeolocation({ lat: 52.52, lng: 13.405 }),
  play: async ({ canvasElement }) => {
    await count(canvasElement, /Ergebnisse? im Umkreis von 5 km/);
    await expect(cards(canvasElement).length).toBeGreaterThan(0);
    await expect(cards(canvasElement)[0]).toHaveTextContent('Berlin');
  },
};

/** The position is unavailable after the button: the alert says so (never on arrival). */
export const PositionUnavailable: Story = {
  args: { search: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Gib eine Adresse ein/);
    await expect(canvas.queryByText(/Standort ist gerade nicht verfügbar/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Meinen Standort verwenden' }));
    await expect(
      await canvas.findByText(/Dein aktueller Standort ist gerade nicht verfügbar/),
    ).toBeVisible();
  },
};

/** A failed search shows the generic message with a retry that works. */
export const Failed: Story = {
  parameters: storySetup((kurse) => answerServerErrors(kurse, /\/search\/locations\//)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await count(canvasElement, '3 Ergebnisse im Umkreis von 5 km');
  },
};

/**
 * An answer of the wrong shape (scenario `answer-wrong-shape`) ends in the generic message with a
 * retry, never in an endless wait; the retry searches again.
 */
export const WrongShape: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('answer-wrong-shape')),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    kurseOf(context).mock.scenarios.disable('answer-wrong-shape');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await count(context.canvasElement, '3 Ergebnisse im Umkreis von 5 km');
  },
};

/** On a phone the list and the map take turns. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await count(canvasElement, '3 Ergebnisse');
    const map = canvasElement.querySelector<HTMLElement>('[data-slot="map"]');
    await expect(map?.closest('.max-md\\:hidden')).not.toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Karte' }));
    await waitFor(() => expect(cards(canvasElement)[0]).not.toBeVisible());
    await expect(await screen.findByRole('region', { name: 'Karte mit Anbietern' })).toBeVisible();
  },
};

/** The link to online offers opens the list search narrowed to online offers. */
export const OnlineOffersLink: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await count(context.canvasElement, '3 Ergebnisse');
    await userEvent.click(canvas.getByRole('link', { name: 'Zu den Online-Angeboten' }));
    const kurse = kurseOf(context);
    await expect(kurse.services.stores.search.filters.locationTypes).toEqual(['online']);
    await expect(kurse.navigations.at(-1)).toBe('/search');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await count(canvasElement, '3 results within 5 km');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Map search',
    );
  },
};
