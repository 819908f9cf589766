import type { GeoPlace } from '@kurse/api-client';
import type { LatLng } from '@kurse/domain';
import { useState } from 'react';

/** A search from a search bar: the typed term and address, and the picked place's position. */
export interface TypedSearch {
  /** Trimmed; empty → null. */
  term: string | null;
  address: string | null;
  /** When the address was picked from the suggestions (a typed one is geocoded by the caller). */
  at?: LatLng;
}

const clean = (value: string) => value.trim() || null;

/**
 * The texts of a search bar's term and address boxes: kept as typed, replaced when the search
 * changes elsewhere (the assistant, back/forward); `submit` searches the typed texts, `pick`
 * the picked place with the typed term. Used by the list and the map search bars.
 */
export function useSearchTexts(
  term: string | null,
  address: string | null,
  onSearch: (search: TypedSearch) => void,
) {
  const [termText, setTermText] = useState(term ?? '');
  const [addressText, setAddressText] = useState(address ?? '');
  const [shown, setShown] = useState({ term, address });
  if (shown.term !== term || shown.address !== address) {
    setShown({ term, address });
    setTermText(term ?? '');
    setAddressText(address ?? '');
  }
  return {
    termText,
    setTermText,
    addressText,
    setAddressText,
    submit: () => onSearch({ term: clean(termText), address: clean(addressText) }),
    pick: (place: GeoPlace) =>
      onSearch({
        term: clean(termText),
        address: place.label,
        at: { lat: place.lat, lng: place.lng },
      }),
  };
}
