export { AddressComboBox } from './AddressComboBox';
export type { AddressComboBoxProps } from './AddressComboBox';
export { ADDRESS_SUGGESTION_LIMIT, apiGeocoder } from '../../core';
export type { GeoLookupOptions, Geocoder } from '../../core';
export { photonGeocoder, photonPlace } from '../../core';
export type { PhotonGeocoderOptions } from '../../core';
export { ADDRESS_LOOKUP_DELAY_MS, useAddressSuggestions } from './use-address-suggestions';
