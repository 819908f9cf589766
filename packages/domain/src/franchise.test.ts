import { describe, expect, it } from 'vitest';
import {
  franchiseColor,
  franchiseMapLocations,
  franchiseMapView,
  franchiseProviderLogo,
  showsFranchiseProviderMap,
} from './franchise';

const provider = (
  id: number,
  lat: number | null,
  lng: number | null,
  addresses: { lat?: number | null; lng?: number | null }[] = [],
) => ({ id, address: { lat, lng }, addresses });

describe('franchiseMapLocations', () => {
  it('leaves off providers without lat and lng', () => {
    const a = provider(1, 52.5, 13.4);
    const b = provider(2, null, null, [{ lat: 50, lng: 8 }]);
    const c = { id: 3, address: null };
    const d = provider(4, 48.1, null);
    expect(franchiseMapLocations([a, b, c, d])).toEqual([{ lat: 52.5, lng: 13.4, providers: [a] }]);
  });

  it('includes extra addresses, skipping those without coordinates', () => {
    const a = provider(1, 52.5, 13.4, [{ lat: 48.1, lng: 11.6 }, { lat: null, lng: 9 }, {}]);
    expect(franchiseMapLocations([a])).toEqual([
      { lat: 52.5, lng: 13.4, providers: [a] },
      { lat: 48.1, lng: 11.6, providers: [a] },
    ]);
  });

  it('deduplicates locations by lat and lng, listing each provider once', () => {
    const a = provider(1, 52.5, 13.4, [{ lat: 52.5, lng: 13.4 }]);
    const b = provider(2, 52.5, 13.4);
    const c = provider(3, 52.5, 13.5);
    expect(franchiseMapLocations([a, b, c])).toEqual([
      { lat: 52.5, lng: 13.4, providers: [a, b] },
      { lat: 52.5, lng: 13.5, providers: [c] },
    ]);
  });
});

describe('showsFranchiseProviderMap', () => {
  const withLatitudes = (n: number) =>
    Array.from({ length: n }, (_, i) => provider(i, 48 + i / 10, 10));

  it('shows the map for 11 distinct latitudes, not for 10', () => {
    expect(showsFranchiseProviderMap(withLatitudes(10))).toBe(false);
    expect(showsFranchiseProviderMap(withLatitudes(11))).toBe(true);
  });

  it('counts distinct latitudes only, ignoring providers without coordinates', () => {
    const same = Array.from({ length: 20 }, (_, i) => provider(i, 50, i));
    expect(showsFranchiseProviderMap(same)).toBe(false);
    const tenAndMissing = [
      ...withLatitudes(10),
      provider(99, null, null),
      { id: 100, address: undefined },
    ];
    expect(showsFranchiseProviderMap(tenAndMissing)).toBe(false);
  });
});

describe('franchiseColor', () => {
  it('uses the primary colour', () => {
    expect(franchiseColor('#ff0066')).toBe('#ff0066');
    expect(franchiseColor(' #123 ')).toBe('#123');
    expect(franchiseColor('#0000001')).toBe('#0000001');
  });

  it('falls back (null) when missing or black in any spelling', () => {
    for (const c of [null, undefined, '', '  ', '#000', '#000000', 'black', 'BLACK', '#000000 ']) {
      expect(franchiseColor(c)).toBeNull();
    }
  });
});

describe('franchiseMapView', () => {
  it('defaults to the centre of Germany at zoom 6', () => {
    expect(franchiseMapView({})).toEqual({ center: { lat: 51.165691, lng: 10.451526 }, zoom: 6 });
    expect(franchiseMapView({ lat: 'x', lng: '1', zoom: '' })).toEqual({
      center: { lat: 51.165691, lng: 10.451526 },
      zoom: 6,
    });
  });

  it('reads lat, lng and zoom, keeping the zoom within 6 to 16', () => {
    expect(franchiseMapView({ lat: '52.5', lng: '13.4', zoom: '12' })).toEqual({
      center: { lat: 52.5, lng: 13.4 },
      zoom: 12,
    });
    expect(franchiseMapView({ zoom: '18' }).zoom).toBe(16);
    expect(franchiseMapView({ zoom: '3' }).zoom).toBe(6);
    expect(franchiseMapView({ zoom: 'far' }).zoom).toBe(6);
  });
});

describe('franchiseProviderLogo', () => {
  it('uses the provider logo, else the franchise logo', () => {
    expect(franchiseProviderLogo({ logo: 'p.png' }, { logo: 'f.png' })).toBe('p.png');
    expect(franchiseProviderLogo({ logo: '' }, { logo: 'f.png' })).toBe('f.png');
    expect(franchiseProviderLogo({}, {})).toBeNull();
  });
});
