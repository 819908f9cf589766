export { ComboBox, ComboBoxItem } from './ComboBox';
export type { ComboBoxProps } from './ComboBox';
export { LazyComboBox } from './LazyComboBox';
export type { LazyComboBoxProps } from './LazyComboBox';
