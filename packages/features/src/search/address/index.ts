export { AddressComboBox } from './AddressComboBox';
export type { AddressComboBoxProps } from './AddressComboBox';
export { ADDRESS_SUGGESTION_LIMIT, apiGeocoder } from '../../core/geo/geocoder';
export type { GeoLookupOptions, Geocoder } from '../../core/geo/geocoder';
export { photonGeocoder, photonPlace } from '../../core/geo/photon-geocoder';
export type { PhotonGeocoderOptions } from '../../core/geo/photon-geocoder';
export { ADDRESS_LOOKUP_DELAY_MS, useAddressSuggestions } from './use-address-suggestions';
