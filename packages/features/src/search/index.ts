/** The search slice's door: everything other slices and the app use of it. */
export { AddressComboBox } from './address/AddressComboBox';
export { useAddressSuggestions } from './address';
export type { AddressComboBoxProps, GeoLookupOptions, Geocoder } from './address';
export { setSearchFilters } from './list/search-actions';
export { mapSearchHref } from './map/map-query';
export { searchRoute } from './list-page/route';
export { searchMapRoute } from './map-page/route';
