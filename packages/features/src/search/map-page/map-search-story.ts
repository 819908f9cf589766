/** What the map search stories share: the meta base and the count line. */
import { expect, waitFor } from 'storybook/test';
import { storyServices } from '../../core/test';
import { stubGeolocation } from './geolocation-stub';
import { MapSearchPage } from './MapSearchPage';

/** Cologne at zoom 13 (a 5 km radius). */
export const KOELN = '?address=K%C3%B6ln&lat=50.9375&lng=6.9603&zoom=13';

/** Cologne on a desktop; the visitor's position is unavailable unless a story says otherwise. */
export const mapSearchStoryBase = {
  ...storyServices,
  component: MapSearchPage,
  args: { search: KOELN },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'w1280' } },
  beforeEach: () => stubGeolocation('unavailable'),
};

/** Waits until the count line (a polite status) reads `text`. */
export const count = (el: HTMLElement, text: string | RegExp) =>
  waitFor(() => expect(el.querySelector('[data-slot="map-count"]')).toHaveTextContent(text));
