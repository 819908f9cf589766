import type { SearchLocationResult } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Button, LocationCard } from '@kurse/ui';
import { useState } from 'react';
import { addressLine, locationKey } from '../../provider';

/** Cards shown at first and added by each "more" press, so a dense area stays quick. */
export const LOCATION_LIST_STEP = 50;

/** Props of {@link LocationList}. */
export interface LocationListProps {
  locations: readonly SearchLocationResult[];
  highlighted: string | null;
  onHighlight: (key: string | null) => void;
}

/**
 * The locations of the map search, nearest first: the list alternative to the map's markers.
 * Shows 50 cards and 50 more per press. Spec: discovery §2 Map search (location list).
 */
export function LocationList({ locations, highlighted, onHighlight }: LocationListProps) {
  const { LL } = useI18n();
  const [count, setCount] = useState(LOCATION_LIST_STEP);
  return (
    <>
      <ul className="flex flex-col gap-3">
        {locations.slice(0, count).map((location) => (
          <li key={locationKey(location)}>
            <LocationCard
              locationKey={locationKey(location)}
              providers={location.providers.map((provider) => ({
                ...provider,
                href: `/${provider.slug}`,
              }))}
              address={addressLine(location)}
              distance={location.distance}
              highlighted={highlighted === locationKey(location)}
              onHighlight={onHighlight}
            />
          </li>
        ))}
      </ul>
      {locations.length > count && (
        <Button
          variant="outline"
          className="self-center"
          onPress={() => setCount((c) => c + LOCATION_LIST_STEP)}
        >
          {LL.search.results.loadMore()}
        </Button>
      )}
    </>
  );
}
