import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from './geo';
import {
  ADDRESS_MAP_LINK_ZOOM,
  ADDRESS_SEARCH_BIAS,
  CLUSTER_RADIUS,
  FIT_PADDING,
  FRANCHISE_MAP_ZOOM,
  FRANCHISE_PROVIDER_MAP_CENTER,
  MAP_CLICK_DEBOUNCE_MS,
  MAP_DEFAULT_CENTER,
  MAP_SEARCH_DEFAULT_ZOOM,
  MAP_SEARCH_ZOOM,
  SINGLE_PROVIDER_ZOOM,
  clampZoom,
  clusterHoverNames,
  fitMinZoom,
  geolocationTimeout,
  locationCardCategories,
  markerSize,
  namesExpanded,
  radiusForZoom,
  shouldSearchAgain,
} from './map';

const oneDegreeKm = (EARTH_RADIUS_KM * Math.PI) / 180;

describe('map constants', () => {
  it('match discovery §9', () => {
    expect(MAP_DEFAULT_CENTER).toEqual({ lat: 51.165691, lng: 10.451526 });
    expect(MAP_SEARCH_DEFAULT_ZOOM).toBe(13);
    expect(MAP_SEARCH_ZOOM.max).toBe(16);
    expect(FRANCHISE_MAP_ZOOM).toEqual({ min: 6, max: 16, default: 6 });
    expect(FRANCHISE_PROVIDER_MAP_CENTER).toEqual({ lat: 51.17, lng: 10.45 });
    expect(SINGLE_PROVIDER_ZOOM).toBe(16);
    expect(ADDRESS_MAP_LINK_ZOOM).toBe(15);
    expect(CLUSTER_RADIUS).toBe(20);
    expect(FIT_PADDING).toBe(24);
    expect(ADDRESS_SEARCH_BIAS).toEqual({ center: MAP_DEFAULT_CENTER, radius: 600 });
    expect(MAP_CLICK_DEBOUNCE_MS).toBe(200);
  });
});

describe('radiusForZoom', () => {
  it.each([
    [17, 1],
    [15.5, 1],
    [15, 2],
    [14.5, 2],
    [14, 3],
    [13, 5],
    [12, 10],
    [11, 20],
    [10.5, 20],
    [10, 100],
    [9, 100],
    [8.5, 100],
    [8, 250],
    [3, 250],
  ])('zoom %d gives %d km', (zoom, radius) => {
    expect(radiusForZoom(zoom)).toBe(radius);
  });
});

describe('shouldSearchAgain', () => {
  const last = { center: { lat: 50, lng: 10 }, zoom: 12, radius: 10, at: 1_000_000 };
  const later = last.at + 2000;

  it('searches when nothing was searched yet', () => {
    expect(shouldSearchAgain(null, { center: last.center, zoom: 12 }, 0)).toBe(true);
  });

  it('needs the centre to move more than 1.25 × radius', () => {
    // 12.5 km is the threshold for radius 10.
    const near = { lat: 50 + 12.4 / oneDegreeKm, lng: 10 };
    const far = { lat: 50 + 12.6 / oneDegreeKm, lng: 10 };
    expect(shouldSearchAgain(last, { center: near, zoom: 12 }, later)).toBe(false);
    expect(shouldSearchAgain(last, { center: far, zoom: 12 }, later)).toBe(true);
  });

  it('searches when the zoom changed by at least 1.25 in either direction', () => {
    expect(shouldSearchAgain(last, { center: last.center, zoom: 13.2 }, later)).toBe(false);
    expect(shouldSearchAgain(last, { center: last.center, zoom: 13.25 }, later)).toBe(true);
    expect(shouldSearchAgain(last, { center: last.center, zoom: 10.75 }, later)).toBe(true);
    expect(shouldSearchAgain(last, { center: last.center, zoom: 10.8 }, later)).toBe(false);
  });

  it('waits 2000 ms after the last search', () => {
    const far = { lat: 51, lng: 10 };
    expect(shouldSearchAgain(last, { center: far, zoom: 14 }, last.at + 1999)).toBe(false);
    expect(shouldSearchAgain(last, { center: far, zoom: 14 }, last.at + 2000)).toBe(true);
  });
});

describe('markerSize', () => {
  it('is 48 above zoom 16, 32 above 10, else 24', () => {
    expect(markerSize(16.1, false)).toBe(48);
    expect(markerSize(16, false)).toBe(32);
    expect(markerSize(10.1, false)).toBe(32);
    expect(markerSize(10, false)).toBe(24);
  });

  it('grows by 1.25 when highlighted', () => {
    expect(markerSize(17, true)).toBe(60);
    expect(markerSize(12, true)).toBe(40);
    expect(markerSize(9, true)).toBe(30);
  });
});

describe('namesExpanded', () => {
  it('expands names at zoom 14 or more', () => {
    expect(namesExpanded(13.9)).toBe(false);
    expect(namesExpanded(14)).toBe(true);
  });
});

describe('MAP_SEARCH_ZOOM', () => {
  it('reaches the widest radius of §4 (250 km at zoom 8 or less), one step below the 9 of §9', () => {
    expect(MAP_SEARCH_ZOOM.min).toBe(8);
    expect(radiusForZoom(MAP_SEARCH_ZOOM.min)).toBe(250);
    expect(radiusForZoom(MAP_SEARCH_ZOOM.min + 0.01)).toBe(100);
  });
});

describe('fitMinZoom', () => {
  it("keeps the spec's limit while the locations fit at it", () => {
    expect(fitMinZoom(FRANCHISE_MAP_ZOOM.min, 6)).toBe(6);
    expect(fitMinZoom(FRANCHISE_MAP_ZOOM.min, 9.4)).toBe(6);
  });

  it('gives way to the whole zoom below a fit that needs more room', () => {
    expect(fitMinZoom(FRANCHISE_MAP_ZOOM.min, 5.99)).toBe(5);
    expect(fitMinZoom(FRANCHISE_MAP_ZOOM.min, 4.2)).toBe(4);
    expect(fitMinZoom(FRANCHISE_MAP_ZOOM.min, -1)).toBe(0);
  });

  it('keeps the limit when no fit was computed', () => {
    expect(fitMinZoom(6, Number.NaN)).toBe(6);
  });
});

describe('clampZoom', () => {
  it('keeps zooms inside the limits', () => {
    expect(clampZoom(7, MAP_SEARCH_ZOOM)).toBe(8);
    expect(clampZoom(12, MAP_SEARCH_ZOOM)).toBe(12);
    expect(clampZoom(18, MAP_SEARCH_ZOOM)).toBe(16);
    expect(clampZoom(5, FRANCHISE_MAP_ZOOM)).toBe(6);
  });
});

describe('geolocationTimeout', () => {
  it('is 5 s, or 10 s when the user triggered it', () => {
    expect(geolocationTimeout(false)).toBe(5000);
    expect(geolocationTimeout(true)).toBe(10000);
  });
});

describe('clusterHoverNames', () => {
  it('shows all names when there are 3 or fewer', () => {
    expect(clusterHoverNames(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(clusterHoverNames([])).toEqual({ shown: [], more: 0 });
  });

  it('shows 3 names and counts the rest from the 4th on', () => {
    expect(clusterHoverNames(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], more: 1 });
    expect(clusterHoverNames(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a', 'b', 'c'],
      more: 3,
    });
  });

  it('counts the rest from the cluster size when only the first names were read', () => {
    expect(clusterHoverNames(['a', 'b', 'c'], 5000)).toEqual({
      shown: ['a', 'b', 'c'],
      more: 4997,
    });
    expect(clusterHoverNames(['a', 'b'], 2)).toEqual({ shown: ['a', 'b'], more: 0 });
  });
});

describe('locationCardCategories', () => {
  it('lists at most 5 categories', () => {
    expect(locationCardCategories([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
    expect(locationCardCategories([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5]);
  });
});
