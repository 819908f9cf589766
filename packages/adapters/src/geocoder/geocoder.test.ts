import { createApiClient, memoryStore } from '@kurse/api-client';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { apiGeocoder } from './api';
import { ADDRESS_SUGGESTION_LIMIT } from './geocoder';
import { photonGeocoder, photonPlace } from './photon';

describe('apiGeocoder (the demo gazetteer, discovery §1, §7, §9)', () => {
  it('suggests at most 5 places for a typed town, best first', async () => {
    const geo = apiGeocoder(mockApi().api);
    const places = await geo.suggest('Kö');
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(ADDRESS_SUGGESTION_LIMIT);
    expect(places[0]).toMatchObject({ city: 'Köln', country: 'DE', lat: 50.9375, lng: 6.9603 });
  });

  it('geocodes a typed address to its town, and nothing for an unknown one', async () => {
    const geo = apiGeocoder(mockApi().api);
    expect(await geo.geocode('Domkloster 4, 50667 Köln')).toMatchObject({
      city: 'Köln',
      street: 'Domkloster 4',
    });
    expect(await geo.geocode('Atlantis')).toBeNull();
  });

  it('answers nothing rather than failing when the service fails', async () => {
    const api = createApiClient({
      baseUrl: 'http://kurse.test/api',
      fetch: async () => Response.json({ error: 'Down' }, { status: 503 }),
      tokenStore: memoryStore(),
      fingerprintStore: memoryStore(),
    });
    const geo = apiGeocoder(api);
    expect(await geo.suggest('Köln')).toEqual([]);
    expect(await geo.geocode('Köln')).toBeNull();
  });
});

const feature = (countrycode: string, properties: Record<string, unknown> = {}) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [6.9578, 50.9413] },
  properties: { osm_type: 'N', osm_id: 42, countrycode, ...properties },
});

describe('photonGeocoder (a real OSM address service)', () => {
  it('asks with the 600 km bias around the centre of Germany and keeps DE, AT, LU, CH only', async () => {
    const fetch = vi.fn(async (_url: string) =>
      Response.json({
        features: [
          feature('FR', { name: 'Strasbourg' }),
          feature('DE', {
            street: 'Domkloster',
            housenumber: '4',
            postcode: '50667',
            city: 'Köln',
          }),
          feature('AT', { name: 'Wien', postcode: '1010' }),
        ],
      }),
    );
    const geo = photonGeocoder({ url: 'https://photon.example/', fetch: fetch as never });
    const places = await geo.suggest('Dom');
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://photon.example/api/');
    expect(url.searchParams.get('q')).toBe('Dom');
    expect(url.searchParams.get('lat')).toBe('51.165691');
    expect(url.searchParams.get('lon')).toBe('10.451526');
    const [west = 0, south = 0, east = 0, north = 0] = String(url.searchParams.get('bbox'))
      .split(',')
      .map(Number);
    expect(north - 51.165691).toBeCloseTo(600 / 111.195, 2);
    expect(51.165691 - south).toBeCloseTo(600 / 111.195, 2);
    expect(east - 10.451526).toBeCloseTo(10.451526 - west, 6);
    expect(places.map((p) => p.label)).toEqual(['Domkloster 4, 50667 Köln, DE', '1010 Wien, AT']);
    expect(places[0]).toMatchObject({ lat: 50.9413, lng: 6.9578, id: 'N42' });
  });

  it('biases towards a given point and answers nothing when the server fails', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('busy', { status: 503 }));
    const geo = photonGeocoder({ url: 'https://photon.example', fetch: fetch as never });
    expect(await geo.geocode('Köln', { near: { lat: 50, lng: 7 } })).toBeNull();
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect([url.searchParams.get('lat'), url.searchParams.get('lon')]).toEqual(['50', '7']);
  });

  it('names a place by its name when it has no street', () => {
    expect(photonPlace(feature('CH', { name: 'Zürich', postcode: '8001' }) as never)).toMatchObject(
      { label: '8001 Zürich, CH', city: 'Zürich', street: null, country: 'CH' },
    );
    expect(photonPlace(feature('US', { name: 'Boston' }) as never)).toBeNull();
  });
});
