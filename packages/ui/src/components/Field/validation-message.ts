import type { Messages } from '@kurse/i18n';
import type { ValidationResult } from 'react-aria-components';

/** The catalogue message for a failed browser check; custom and server messages win. */
export function browserValidationMessage(validation: ValidationResult, LL: Messages): string {
  const details = validation.validationDetails;
  const errors = LL.ui.forms.errors;
  if (details.customError || details.valid) {
    return validation.validationErrors.join(' ') || errors.invalid();
  }
  const keys = [
    'valueMissing',
    'typeMismatch',
    'patternMismatch',
    'tooLong',
    'tooShort',
    'rangeUnderflow',
    'rangeOverflow',
    'stepMismatch',
    'badInput',
  ] as const;
  const key = keys.find((name) => details[name]);
  if (key === 'valueMissing') return LL.validation.required();
  return key ? errors[key]() : errors.invalid();
}
