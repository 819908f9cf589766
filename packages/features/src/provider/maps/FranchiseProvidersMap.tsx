import type { Provider } from '@kurse/api-client';
import {
  FRANCHISE_MAP_ZOOM,
  FRANCHISE_PROVIDER_MAP_CENTER,
  boundsOf,
  type LatLng,
} from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, cn } from '@kurse/ui';
import { MapView, type MapMarker } from '@kurse/ui/map';
import { useMemo, useState } from 'react';
import { useServices } from '../../core';
import { franchiseMarkers } from './franchise-markers';
import { parseProviderMarkerId } from './provider-marker';

/** Props of {@link FranchiseProvidersMap}. */
export interface FranchiseProvidersMapProps {
  providers: readonly Provider[];
  /** The franchise's logo, for providers without their own. */
  franchiseLogo?: string | null;
  /** Where the map looks; left out, it opens fitted to all locations. */
  center?: LatLng;
  zoom?: number;
  /** Starts usable (the full-screen franchise map); else behind the click-to-activate overlay. */
  active?: boolean;
  className?: string;
}

/** Opens a provider's page in a new tab. */
const openProvider = (marker: MapMarker) =>
  window.open(`/${parseProviderMarkerId(marker.id).slug}`, '_blank', 'noopener');

/**
 * The map of a franchise's providers (zoom 6–16, centred near 51.17, 10.45; without a given
 * centre it opens fitted to all locations with 24 px padding, zooming out below 6 when they need
 * the room, as from Hamburg to Vienna in a 384 px box): providers without
 * coordinates left off, locations deduplicated and extra addresses included; a marker opens the
 * provider in a new tab. On the franchise page it sits behind a click-to-activate overlay, so
 * scrolling the page never zooms the map. Spec: discovery §2 Franchise page, Franchise map.
 */
export function FranchiseProvidersMap(props: FranchiseProvidersMapProps) {
  const { providers, franchiseLogo, className } = props;
  const { LL } = useI18n();
  const { mapStyleUrl } = useServices();
  const [active, setActive] = useState(props.active ?? false);
  const markers = useMemo(
    () => franchiseMarkers(providers, franchiseLogo),
    [providers, franchiseLogo],
  );
  const fitTo = useMemo(() => {
    const bounds = props.center ? null : boundsOf(markers);
    return bounds ? { key: Object.values(bounds).join(','), bounds, mode: 'all' as const } : null;
  }, [markers, props.center]);
  return (
    <div className={cn('relative', className)}>
      <MapView
        label={LL.franchise.map.title()}
        center={props.center ?? FRANCHISE_PROVIDER_MAP_CENTER}
        zoom={props.zoom ?? FRANCHISE_MAP_ZOOM.default}
        minZoom={FRANCHISE_MAP_ZOOM.min}
        maxZoom={FRANCHISE_MAP_ZOOM.max}
        markers={markers}
        fitTo={fitTo}
        interactive={active}
        deferUntilVisible={!props.active}
        onMarkerPress={openProvider}
        styleUrl={mapStyleUrl}
        className="h-full"
      />
      {!active && (
        <Button
          variant="ghost"
          data-slot="map-activate"
          onPress={() => setActive(true)}
          className="absolute inset-0 h-full w-full rounded-lg bg-foreground/10 data-[hovered]:bg-foreground/20"
        >
          <span className="rounded-md bg-surface px-4 py-2 text-base font-semibold text-foreground shadow-card">
            {LL.franchise.providers.activateMap()}
          </span>
        </Button>
      )}
    </div>
  );
}
