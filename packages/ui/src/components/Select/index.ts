export { Select, SelectItem } from './Select';
export { popoverStyles } from './popover-styles';
export type { SelectProps } from './Select';
export { CountrySelect } from './CountrySelect';
export type { Country, CountrySelectProps } from './CountrySelect';
export { LazyCountrySelect } from './LazyCountrySelect';
