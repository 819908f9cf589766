import type { LatLng } from '@kurse/domain';

/**
 * The marker id of a provider at a location: its slug and the location's key, so the map can
 * name the provider to open and the list the card to highlight.
 */
export const providerMarkerId = (slug: string, at: LatLng): string => `${slug}@${locationKey(at)}`;

/** The key of a location, shared by its card and its markers. */
export const locationKey = (at: LatLng): string => `${at.lat},${at.lng}`;

/** The provider slug and location key a marker id was made of. */
export function parseProviderMarkerId(id: string): { slug: string; location: string } {
  const at = id.indexOf('@');
  return { slug: id.slice(0, at), location: id.slice(at + 1) };
}
