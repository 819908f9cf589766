import { describe, expect, it } from 'vitest';
import { call, tinyApi } from '../../test/harness';
import type { Schemas } from '../db/types';
import { countriesOf } from './geo';

type Places = Schemas['PlaceList'];

describe('address autocomplete and geocoding (discovery §1, §7)', () => {
  it('suggests towns by prefix or postal code, restricted to the requested countries', async () => {
    const api = tinyApi();
    const k = await call<Places>(api, 'GET', '/api/geo/autocomplete?q=Kö');
    expect(k.body.places).toEqual([
      {
        id: 'DE-50667-Köln',
        label: '50667 Köln, DE',
        street: null,
        postalCode: '50667',
        city: 'Köln',
        country: 'DE',
        lat: 50.9375,
        lng: 6.9603,
      },
    ]);
    expect(
      (await call<Places>(api, 'GET', '/api/geo/autocomplete?q=1010')).body.places[0]?.city,
    ).toBe('Wien');
    expect(
      (await call<Places>(api, 'GET', '/api/geo/autocomplete?q=Wien&countries=DE,CH')).body.places,
    ).toEqual([]);
    expect((await call(api, 'GET', '/api/geo/autocomplete?q=Wien&countries=FR')).status).toBe(400);
    expect((await call(api, 'GET', '/api/geo/autocomplete?q=')).status).toBe(400);
    expect((await call(api, 'GET', '/api/geo/autocomplete?q=x&limit=11')).status).toBe(400);
  });

  it('orders equally good suggestions by distance from lat, lng', async () => {
    const api = tinyApi();
    api.db.towns.push({
      name: 'Bergheim',
      postalCode: '50126',
      country: 'DE',
      lat: 50.95,
      lng: 6.64,
    });
    const near = await call<Places>(
      api,
      'GET',
      '/api/geo/autocomplete?q=Ber&lat=50.9&lng=6.9&limit=2',
    );
    expect(near.body.places.map((p) => p.city)).toEqual(['Bergheim', 'Berlin']);
  });

  it('geocodes an address that names a town, keeping the street', async () => {
    const api = tinyApi();
    const hit = await call<Places>(api, 'GET', '/api/geo/geocode?q=Hauptstraße 1, 8001 Zürich');
    expect(hit.body.places).toEqual([
      expect.objectContaining({
        city: 'Zürich',
        country: 'CH',
        street: 'Hauptstraße 1',
        label: 'Hauptstraße 1, 8001 Zürich, CH',
      }),
    ]);
    expect((await call<Places>(api, 'GET', '/api/geo/geocode?q=Paris')).body.places).toEqual([]);
    expect((await call(api, 'GET', '/api/geo/geocode?q=Wien&countries=XX')).status).toBe(400);
    expect((await call(api, 'GET', '/api/geo/geocode')).status).toBe(400);
  });

  it('defaults to DE, AT, LU, CH', () => {
    expect(countriesOf(null)).toEqual(['DE', 'AT', 'LU', 'CH']);
    expect(countriesOf('lu, at')).toEqual(['LU', 'AT']);
  });
});

describe('video lookup (transactions §2 Room)', () => {
  it('answers a Vimeo embed with the lookup parameters, else 404', async () => {
    const api = tinyApi();
    const hit = await call<Schemas['VideoInfo']>(
      api,
      'GET',
      `/api/video/lookup?url=${encodeURIComponent('https://vimeo.com/76979871')}`,
    );
    expect(hit.body).toMatchObject({
      videoId: '76979871',
      title: 'Start',
      width: 640,
      height: 360,
    });
    expect(hit.body.html).toContain(
      'https://player.vimeo.com/video/76979871?background=0&byline=0&transparent=1&responsive=1',
    );
    expect((await call(api, 'GET', '/api/video/lookup?url=https://example.org/x.mp4')).status).toBe(
      404,
    );
  });
});
