import { CLUSTER_RADIUS } from '@kurse/domain';
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { MapMarker } from './types';

/** A drawn point: one marker, or a cluster of several. */
export type MapPoint =
  | { kind: 'marker'; lng: number; lat: number; marker: MapMarker }
  | { kind: 'cluster'; lng: number; lat: number; id: number; count: number };

/** The clusters of a set of markers, asked per view. */
export interface ClusterIndex {
  /** The points in a box (west, south, east, north) at a zoom. */
  pointsIn(bounds: [number, number, number, number], zoom: number): MapPoint[];
  /** Up to `limit` markers of a cluster (its first names for the hover card). */
  leaves(clusterId: number, limit: number): MapMarker[];
  /** The zoom at which a cluster falls apart. */
  expansionZoom(clusterId: number): number;
}

/**
 * Clusters markers with supercluster at the spec's radius of 20 px (512 px tiles, as MapLibre
 * draws them), from the map's smallest zoom to its largest. Building the index is the costly part and happens once per set of markers;
 * `pointsIn` after a zoom only reads it. Spec: discovery §2 Map search, §9 Map (cluster radius).
 */
export function clusterIndex(
  markers: readonly MapMarker[],
  maxZoom: number,
  minZoom = 0,
): ClusterIndex {
  const index = new Supercluster<{ marker: MapMarker }>({
    radius: CLUSTER_RADIUS,
    extent: 512,
    // No levels below the map's smallest zoom: they would never be asked for.
    minZoom: Math.max(0, Math.floor(minZoom)),
    maxZoom: Math.ceil(maxZoom) - 1,
  });
  index.load(
    markers.map((marker) => ({
      type: 'Feature',
      properties: { marker },
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
    })),
  );
  return {
    pointsIn(bounds, zoom) {
      return index.getClusters(bounds, Math.floor(zoom)).map((feature) => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const p = feature.properties as Partial<ClusterProperties> & {
          marker?: MapMarker;
        };
        return p.cluster && p.cluster_id !== undefined
          ? { kind: 'cluster', lng, lat, id: p.cluster_id, count: p.point_count ?? 0 }
          : { kind: 'marker', lng, lat, marker: p.marker as MapMarker };
      });
    },
    leaves(clusterId, limit) {
      return index.getLeaves(clusterId, limit).map((leaf) => leaf.properties.marker);
    },
    expansionZoom(clusterId) {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
