import type { GeoPlace } from '@kurse/api-client';
import { describe, expect, it, vi } from 'vitest';
import { lazyGeocoder, type Geocoder } from './geocoder';

const berlin: GeoPlace = { id: 'b', label: 'Berlin', lat: 52.52, lng: 13.405, country: 'DE' };

describe('lazyGeocoder', () => {
  it('loads the real geocoder on the first lookup only, once for concurrent lookups', async () => {
    const real: Geocoder = {
      suggest: vi.fn(async () => [berlin]),
      geocode: vi.fn(async () => berlin),
    };
    const load = vi.fn(async () => real);
    const geo = lazyGeocoder(load);
    expect(load).not.toHaveBeenCalled();

    const signal = new AbortController().signal;
    const [places, place] = await Promise.all([
      geo.suggest('Ber', { signal }),
      geo.geocode('Berlin'),
    ]);
    expect(places).toEqual([berlin]);
    expect(place).toEqual(berlin);
    expect(real.suggest).toHaveBeenCalledWith('Ber', { signal });
    await geo.suggest('Bre');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
