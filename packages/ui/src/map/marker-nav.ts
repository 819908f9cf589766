import { haversineKm, type LatLng } from '@kurse/domain';
import type { MapPoint } from './clusters';
import type { MarkerNavItem } from './MapMarkerNav';

/**
 * How many markers and clusters the keyboard list offers: the nearest to the centre. More would
 * be a long way by arrow keys; the visitor zooms in (Enter on a cluster) to reach the rest.
 */
export const MARKER_NAV_MAX = 100;

/** The list key of a point. */
export const markerNavKey = (p: MapPoint) =>
  p.kind === 'marker' ? `marker:${p.marker.id}` : `cluster:${p.id}`;

/**
 * The keyboard list of the points in view: nearest to the map's centre first, at most
 * {@link MARKER_NAV_MAX}, each with the label a screen reader reads.
 */
export function markerNavItems(
  points: readonly MapPoint[],
  center: LatLng,
  label: (point: MapPoint) => string,
): MarkerNavItem[] {
  return points
    .map((point) => ({ point, distance: haversineKm(center, point) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MARKER_NAV_MAX)
    .map(({ point }) => ({ key: markerNavKey(point), point, label: label(point) }));
}
