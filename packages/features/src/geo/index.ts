export { AddressComboBox } from './AddressComboBox';
export type { AddressComboBoxProps } from './AddressComboBox';
export { ADDRESS_SUGGESTION_LIMIT, apiGeocoder } from './geocoder';
export type { GeoLookupOptions, Geocoder } from './geocoder';
export { photonGeocoder, photonPlace } from './photon-geocoder';
export type { PhotonGeocoderOptions } from './photon-geocoder';
export { ADDRESS_LOOKUP_DELAY_MS, useAddressSuggestions } from './use-address-suggestions';
