import type { LatLng } from '@kurse/domain';

/** One place on a map: a provider's location. */
export interface MapMarker {
  /** Unique among the map's markers. */
  id: string;
  lat: number;
  lng: number;
  /** Shown on hover and, from zoom 14, under the marker. */
  name: string;
  /** A logo URL: a single provider's marker shows it. */
  logo?: string | null;
}

/** Where a map looks. */
export interface MapCamera {
  center: LatLng;
  zoom: number;
}
