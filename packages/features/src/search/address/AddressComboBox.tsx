import type { GeoPlace } from '@kurse/api-client';
import type { LatLng } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { LazyComboBox } from '@kurse/ui';
import { useState } from 'react';
import { useAddressSuggestions } from './use-address-suggestions';

/** Props of {@link AddressComboBox}. */
export interface AddressComboBoxProps {
  /** The visible label. @default the catalogue's "Address" */
  label?: string;
  /** The typed text (controlled, so a page keeps it across re-renders and errors). */
  text: string;
  onTextChange: (text: string) => void;
  /** Called with the place the visitor picked from the suggestions. */
  onPick: (place: GeoPlace) => void;
  /** Rank suggestions near this point first (the map's centre). */
  near?: LatLng;
  /** Help text under the label. */
  description?: string;
  className?: string;
}

const keyOf = (place: GeoPlace) => place.id ?? place.label;

/**
 * The address box with suggestions from the address service (DE, AT, LU, CH), as in the search
 * bar, the map search and the schedule's location filter. Typing looks up places; picking one
 * fills the box with its label and hands the place (with its position) to `onPick`. Free text
 * stays allowed: the caller geocodes it on submit. Spec: discovery §2 Search and Map search
 * (address autocomplete), §9 Map (bias).
 */
export function AddressComboBox(props: AddressComboBoxProps) {
  const { label, text, onTextChange, onPick, near, description, className } = props;
  const { LL } = useI18n();
  const [picked, setPicked] = useState<string | null>(null);
  const { places, loading } = useAddressSuggestions(text === picked ? '' : text, near);
  return (
    <LazyComboBox<GeoPlace & { id: string }>
      label={label ?? LL.fields.address.label()}
      placeholder={LL.fields.address.placeholder()}
      description={description}
      items={places.map((place) => ({ ...place, id: keyOf(place) }))}
      itemText={(place) => place.label}
      isLoading={loading}
      allowsCustomValue
      menuTrigger="input"
      inputValue={text}
      onInputChange={onTextChange}
      onSelectionChange={(key) => {
        const place = places.find((p) => keyOf(p) === key);
        if (!place) return;
        setPicked(place.label);
        onTextChange(place.label);
        onPick(place);
      }}
      className={className}
    />
  );
}
