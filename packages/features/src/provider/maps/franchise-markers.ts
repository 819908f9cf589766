import type { Provider } from '@kurse/api-client';
import { franchiseMapLocations, franchiseProviderLogo } from '@kurse/domain';
import type { MapMarker } from '@kurse/ui/map';
import { providerMarkerId } from './provider-marker';

/** The markers of a franchise's locations: one per provider and location, deduplicated. */
export function franchiseMarkers(
  providers: readonly Provider[],
  franchiseLogo?: string | null,
): MapMarker[] {
  return franchiseMapLocations(providers).flatMap((location) =>
    location.providers.map((p) => ({
      id: providerMarkerId(p.slug, location),
      lat: location.lat,
      lng: location.lng,
      name: p.name,
      logo: franchiseProviderLogo(p, { logo: franchiseLogo }),
    })),
  );
}
