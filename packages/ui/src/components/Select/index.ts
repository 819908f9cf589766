export { Select, SelectItem, popoverStyles } from './Select';
export type { SelectProps } from './Select';
export { CountrySelect } from './CountrySelect';
export type { Country, CountrySelectProps } from './CountrySelect';
