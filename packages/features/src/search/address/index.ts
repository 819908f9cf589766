export { AddressComboBox } from './AddressComboBox';
export type { AddressComboBoxProps } from './AddressComboBox';
export type { GeoLookupOptions, Geocoder } from '../../core';
export { ADDRESS_LOOKUP_DELAY_MS, useAddressSuggestions } from './use-address-suggestions';
