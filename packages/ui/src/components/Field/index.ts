export { Description, FieldError, Label, RequiredMarker, fieldStyles } from './Field';
export { inputVariants } from './Field.variants';
export { browserValidationMessage } from './validation-message';
export type { FieldErrorMessage, FieldErrorProps, LabelProps } from './Field';
