export { Checkbox, checkboxBoxVariants } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
