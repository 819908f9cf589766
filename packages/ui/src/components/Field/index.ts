export {
  Description,
  FieldError,
  Label,
  RequiredMarker,
  fieldStyles,
  inputVariants,
  browserValidationMessage,
} from './Field';
export type { FieldErrorMessage, FieldErrorProps, LabelProps } from './Field';
