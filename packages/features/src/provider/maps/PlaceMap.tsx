import { SINGLE_PROVIDER_ZOOM, type LatLng } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Link } from '@kurse/ui';
import { MapView } from '@kurse/ui/map';
import { useServices } from '../../core';

/** Props of {@link PlaceMap}. */
export interface PlaceMapProps {
  /** The place: a provider's or franchise's main address. */
  at: LatLng;
  /** Its name, on the marker. */
  name: string;
  logo?: string | null;
  /** Where a click leads: the map search around the place. */
  href: string;
  /** Opens the search in a new window (the franchise page). @default false */
  newWindow?: boolean;
}

/**
 * The small fixed map of an address (zoom 16, no dragging or zooming) under one link that opens
 * the map search there; the picture itself is hidden from assistive technology. Spec: discovery §2 Provider page ("a non-interactive map that opens
 * the search at the provider's coordinates with a term"), Franchise page (small fixed map).
 */
export function PlaceMap({ at, name, logo, href, newWindow = false }: PlaceMapProps) {
  const { LL } = useI18n();
  const { mapStyleUrl } = useServices();
  return (
    <div data-slot="place-map" className="relative overflow-hidden rounded-lg">
      <MapView
        label={LL.ui.map.openSearch()}
        center={at}
        zoom={SINGLE_PROVIDER_ZOOM}
        interactive={false}
        decorative
        deferUntilVisible
        markers={[{ id: 'place', lat: at.lat, lng: at.lng, name, logo }]}
        styleUrl={mapStyleUrl}
        className="h-44"
      />
      <Link
        href={href}
        isExternal={newWindow}
        aria-label={LL.ui.map.openSearch()}
        className="absolute inset-0 flex items-end justify-end p-2"
      />
    </div>
  );
}
