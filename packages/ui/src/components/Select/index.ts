export { Select, SelectItem, popoverStyles } from './Select';
export type { SelectProps } from './Select';
