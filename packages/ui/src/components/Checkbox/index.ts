export { Checkbox } from './Checkbox';
export { checkboxBoxVariants } from './Checkbox.variants';
export type { CheckboxProps } from './Checkbox';
